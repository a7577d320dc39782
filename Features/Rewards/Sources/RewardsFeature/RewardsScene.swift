import NanoCore
import NanoUI

/// The Rewards screen: ``RewardsView`` bound to ``RewardsViewModel``, titled "Rewards".
final class RewardsScene: NanoViewController<RewardsView>, ControllerConfigProviding {
    /// Title "Rewards".
    static let config = ControllerConfig(title: "Rewards")
}
