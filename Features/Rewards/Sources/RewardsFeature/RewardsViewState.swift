/// Everything the Rewards screen shows, as one immutable value (seed 004's view model: a struct
/// of `let`s, rebuilt by the controller for every change and retained by nobody).
struct RewardsViewState: Equatable, Sendable {
    /// The first line.
    let headline: String
    /// What it means for the person.
    let message: String
    /// The title of the one action, or `nil` when there is nothing to do.
    let actionTitle: String?

    /// The state for a card with `status` and a person who is (or is not) a member.
    static func make(card status: CardStatus, isMember: Bool) -> RewardsViewState {
        switch (status, isMember) {
        case (.active, false):
            RewardsViewState(
                headline: "Earn points on every purchase",
                message: "Join Nano Rewards: every purchase with your card earns points.",
                actionTitle: "Join rewards")
        case (.blocked, false):
            RewardsViewState(
                headline: "Your card is blocked",
                message: "Unblock your card first, then join Nano Rewards.",
                actionTitle: "Unblock card")
        case (.active, true):
            RewardsViewState(
                headline: "You are a member",
                message: "Every purchase with your card earns Nano Rewards points.",
                actionTitle: nil)
        case (.blocked, true):
            RewardsViewState(
                headline: "Your card is blocked",
                message: "Purchases earn no points while your card is blocked. Unblock it to keep earning.",
                actionTitle: "Unblock card")
        }
    }

    /// Every state the screen can show: one per card status and membership.
    static var all: [RewardsViewState] {
        CardStatus.allCases.flatMap { status in [false, true].map { make(card: status, isMember: $0) } }
    }
}

/// What the person can do on the Rewards screen, whatever control stands for it.
enum RewardsAction: Equatable, Sendable {
    /// Take the one action the state offers (join, or unblock the card).
    case confirm
}
