import NanoNavigation

/// The appearance screen: ``AppearanceView`` bound to ``AppearanceViewModel``, titled "Appearance".
public final class AppearanceScene: NanoViewController<AppearanceView> {
    /// Title "Appearance".
    override public class var config: ControllerConfig {
        ControllerConfig(title: "Appearance")
    }
}
