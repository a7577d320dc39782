import NanoCore
import NanoUI

/// The about screen, shown modally: ``AboutView`` bound to ``AboutViewModel``, titled
/// "About", with a "Done" right bar button that closes it.
final class AboutScene: NanoViewController<AboutView>, ControllerConfigProviding {
    /// Title "About", right bar button "Done".
    static let config = ControllerConfig(title: "About", rightBarButton: .title("Done"))
}
