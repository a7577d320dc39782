import NanoReactive
import NanoUI

/// The about screen's controls: the label `version`. (Its Done button is the scene's right
/// bar button, `right-bar-button`.)
final class AboutView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = AboutViewModel

    /// `version`: "Nano 0.1.0".
    let versionLabel = Label(id: "version")

    /// The version.
    override var controls: [any Control] { [versionLabel] }

    /// No events: Done is a bar button.
    var inputFromView: InputFromView { .init() }

    /// Binds the version.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.version --> versionLabel.textBinder
    }
}
