import NanoCore
import NanoUI

/// The appearance screen: ``AppearanceView`` bound to ``AppearanceViewModel``, titled "Appearance".
final class AppearanceScene: NanoViewController<AppearanceView>, ControllerConfigProviding {
    /// Title "Appearance".
    static let config = ControllerConfig(title: "Appearance")
}
