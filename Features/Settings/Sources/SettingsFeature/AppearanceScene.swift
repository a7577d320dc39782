import NanoUI

/// The appearance screen: ``AppearanceView`` bound to ``AppearanceViewModel``, which titles it
/// ("Appearance") in the app's language.
final class AppearanceScene: NanoViewController<AppearanceView> {}
