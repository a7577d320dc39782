import NanoCore
import NanoUI

/// The settings list: ``SettingsListView`` bound to ``SettingsListViewModel``, titled "Settings".
final class SettingsListScene: NanoViewController<SettingsListView> {
    /// Title "Settings".
    override class var config: ControllerConfig {
        ControllerConfig(title: "Settings")
    }
}
