import NanoReactive
import NanoUI

/// The about screen's label `version`; shown as `NanoViewController<AboutView>`, no subclass.
final class AboutView: SceneView, ViewModelled {
    typealias ViewModel = AboutViewModel
    let versionLabel = Label(id: "version")
    override var controls: [any Control] { [versionLabel] }
    var inputFromView: Void { () }
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.version --> versionLabel.textBinder
    }
}
