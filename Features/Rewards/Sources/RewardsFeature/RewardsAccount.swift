import NanoDI

/// The state of the person's card: an active card can join the rewards programme, a blocked
/// one must be unblocked first.
enum CardStatus: String, Sendable, Equatable, CaseIterable {
    /// The card works.
    case active
    /// The card is blocked.
    case blocked
}

/// The account state the screen reads (seed 004's injected account state): the card's status
/// and whether the person is a member of the rewards programme, kept in the app's key-value
/// store under `rewards.card` (default `active`) and `rewards.member` (default `false`).
///
/// The demo account has no bank behind it: `nvc://rewards/card/blocked` sets the status, and
/// unblocking from the screen sets it back.
struct RewardsAccount: Sendable {
    /// The store key of the card status.
    static let cardKey = "rewards.card"
    /// The store key of the membership.
    static let memberKey = "rewards.member"

    private let store: any KeyValueStore

    /// The account kept in `store`.
    init(store: any KeyValueStore) {
        self.store = store
    }

    /// The card's status; `active` when none (or an unreadable one) is stored.
    var cardStatus: CardStatus {
        let raw = (try? store.value(String.self, forKey: Self.cardKey)) ?? nil
        return raw.flatMap(CardStatus.init(rawValue:)) ?? .active
    }

    /// Stores the card's status.
    func setCardStatus(_ status: CardStatus) throws(KeyValueStoreError) {
        try store.set(status.rawValue, forKey: Self.cardKey)
    }

    /// Whether the person has joined the programme.
    var isMember: Bool {
        ((try? store.value(Bool.self, forKey: Self.memberKey)) ?? nil) ?? false
    }

    /// Stores the membership.
    func setMember(_ isMember: Bool) throws(KeyValueStoreError) {
        try store.set(isMember, forKey: Self.memberKey)
    }
}
