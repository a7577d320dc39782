import NanoCore
import NanoUI

/// The settings list: ``SettingsListView`` bound to ``SettingsListViewModel``, titled "Settings".
final class SettingsListScene: NanoViewController<SettingsListView>, ControllerConfigProviding {
    /// Title "Settings".
    static let config = ControllerConfig(title: "Settings")
}
