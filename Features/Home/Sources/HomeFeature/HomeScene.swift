import NanoCore
import NanoUI

/// The welcome screen: ``HomeView`` bound to ``HomeViewModel``, titled "Home".
final class HomeScene: NanoViewController<HomeView>, ControllerConfigProviding {
    /// Title "Home".
    static let config = ControllerConfig(title: "Home")
}
