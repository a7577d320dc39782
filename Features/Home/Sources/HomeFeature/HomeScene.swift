import NanoUI

/// The welcome screen: ``HomeView`` bound to ``HomeViewModel``, which titles it ("Home") in the
/// app's language.
final class HomeScene: NanoViewController<HomeView> {}
