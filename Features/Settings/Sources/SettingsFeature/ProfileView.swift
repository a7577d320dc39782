import NanoNavigation

/// The profile screen's controls: the labels `name` and `email`.
public final class ProfileView: ViewModelled {
    /// The view model this view binds.
    public typealias ViewModel = ProfileViewModel

    /// `name`: the signed-in name.
    public let nameLabel = Label(id: "name")
    /// `email`: the signed-in email; hidden without a session.
    public let emailLabel = Label(id: "email")

    /// Creates the view.
    public init() {}

    /// Name, email.
    public var controls: [any Control] { [nameLabel, emailLabel] }

    /// No events: the screen only shows.
    public var inputFromView: ProfileViewModel.FromView { .init() }

    /// Binds the name and the email.
    public func populate(with publishers: ProfileViewModel.Publishers) -> [AnyCancellable] {
        publishers.name --> nameLabel.textBinder
        publishers.email --> emailLabel.textBinder
        publishers.isEmailVisible --> emailLabel.isVisibleBinder
    }
}
