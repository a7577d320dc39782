import NanoContract
import NanoDI
import SessionInterface

/// The Rewards feature (seed 004's example): a screen that invites the person to join the
/// rewards programme while their card is active, and tells them to unblock it first when it is
/// blocked. The only public type of the package (with its `rewards` route value).
///
/// ```swift
/// plugins: { _ in [SignUpPlugin(), HomePlugin(), SettingsPlugin(), RewardsPlugin()] }
/// ```
///
/// | Route | Parent | Shows |
/// |---|---|---|
/// | `rewards` | `home` | the Rewards screen for the stored card status and membership |
/// | `rewards/card/:status(enum: active\|blocked)` | `home` | sets the demo card's status, then the Rewards screen |
///
/// Both are guarded by `.signedIn` (the sign-up feature provides it). Needs
/// `(any KeyValueStore)`, where the demo account lives (`rewards.card`, `rewards.member`); the
/// account and its rewards manager are made over it in ``needs`` and handed to the coordinator.
public struct RewardsPlugin: FeaturePlugin {
    /// What the feature works with, resolved once when the app composes: the services it
    /// makes in ``needs`` and hands to its coordinator.
    public struct Dependencies {
        let account: RewardsAccount
        let rewards: any RewardsManaging
    }

    /// `rewards`: the id `--disable-feature`, `nvc routes` and error messages use.
    public let id = "rewards"

    /// Creates the feature.
    public init() {}

    /// The key-value store the demo account lives in; the account and its
    /// ``LocalRewardsManager`` are made here, once.
    public var needs: FeatureNeeds<Dependencies> {
        FeatureNeeds((any KeyValueStore).self) { store in
            let account = RewardsAccount(store: store)
            return Dependencies(account: account, rewards: LocalRewardsManager(account: account))
        }
    }

    /// Registers the two routes; each starts the feature's flow.
    public func register(in feature: inout FeatureRegistrar<Dependencies>) {
        feature.route(
            Self.rewards, parent: .home, guard: .signedIn, summary: "Rewards: join, or unblock the card first"
        ) {
            context throws(RouteError) in
            try Self.start(context)
        }
        feature.route(
            Self.cardStatus, parent: .home, guard: .signedIn, summary: "Set the demo card's status, then show Rewards"
        ) { context, status throws(RouteError) in
            let account = context.dependencies.account
            do throws(KeyValueStoreError) {
                try account.setCardStatus(status)
            } catch {
                throw .rejected("could not save the card status: \(error.description)")
            }
            return try Self.start(context)
        }
    }

    /// `rewards`: the Rewards screen, the route the feature's preview opens first.
    public static let rewards = Route("rewards")
    /// `rewards/card/:status(enum: active|blocked)`: sets the card's status, then the screen.
    static let cardStatus = Route("rewards/card").appending(.enumeration("status", CardStatus.self))

    /// Starts the Rewards flow with the feature's account and rewards manager.
    private static func start(_ context: RouteContext<Dependencies>) throws(RouteError) -> RouteStart {
        let dependencies = context.dependencies
        return try context.start {
            RewardsCoordinator(navigationStack: $0, account: dependencies.account, rewards: dependencies.rewards)
        }
    }
}
