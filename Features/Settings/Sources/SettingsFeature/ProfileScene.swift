import NanoUI

/// The profile screen: ``ProfileView`` bound to ``ProfileViewModel``, which titles it
/// ("Profile") in the app's language.
final class ProfileScene: NanoViewController<ProfileView> {}
