import NanoNavigation

/// The about screen's controls: the label `version`. (Its Done button is the scene's right
/// bar button, `right-bar-button`.)
public final class AboutView: ViewModelled {
    /// The view model this view binds.
    public typealias ViewModel = AboutViewModel

    /// `version`: "Nano 0.1.0".
    public let versionLabel = Label(id: "version")

    /// Creates the view.
    public init() {}

    /// The version.
    public var controls: [any Control] { [versionLabel] }

    /// No events: Done is a bar button.
    public var inputFromView: AboutViewModel.FromView { .init() }

    /// Binds the version.
    public func populate(with publishers: AboutViewModel.Publishers) -> [AnyCancellable] {
        publishers.version --> versionLabel.textBinder
    }
}
