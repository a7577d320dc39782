import NanoCore
import NanoUI

/// The appearance screen: ``AppearanceView`` bound to ``AppearanceViewModel``, titled "Appearance".
final class AppearanceScene: NanoViewController<AppearanceView> {
    /// Title "Appearance".
    override class var config: ControllerConfig {
        ControllerConfig(title: "Appearance")
    }
}
