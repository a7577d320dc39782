import NanoNavigation

/// The welcome screen: ``HomeView`` bound to ``HomeViewModel``, titled "Home".
public final class HomeScene: NanoViewController<HomeView> {
    /// Title "Home".
    override public class var config: ControllerConfig {
        ControllerConfig(title: "Home")
    }
}
