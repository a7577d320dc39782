import NanoUI

/// The settings list: ``SettingsListView`` bound to ``SettingsListViewModel``, which titles it
/// ("Settings") in the app's language.
final class SettingsListScene: NanoViewController<SettingsListView> {}
