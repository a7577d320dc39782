import NanoUI

/// The about screen, shown modally: ``AboutView`` bound to ``AboutViewModel``, which titles it
/// ("About") and gives it a right bar button ("Done") that closes it, in the app's language.
final class AboutScene: NanoViewController<AboutView> {}
