import NanoCore
import NanoUI

/// The welcome screen: ``HomeView`` bound to ``HomeViewModel``, titled "Home".
final class HomeScene: NanoViewController<HomeView> {
    /// Title "Home".
    override class var config: ControllerConfig {
        ControllerConfig(title: "Home")
    }
}
