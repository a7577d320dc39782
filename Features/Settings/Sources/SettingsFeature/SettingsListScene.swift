import NanoNavigation

/// The settings list: ``SettingsListView`` bound to ``SettingsListViewModel``, titled "Settings".
public final class SettingsListScene: NanoViewController<SettingsListView> {
    /// Title "Settings".
    override public class var config: ControllerConfig {
        ControllerConfig(title: "Settings")
    }
}
