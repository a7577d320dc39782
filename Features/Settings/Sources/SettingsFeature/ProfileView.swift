import NanoReactive
import NanoUI

/// The profile screen's controls: the labels `name` and `email`, and the button `edit`.
final class ProfileView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = ProfileViewModel

    /// `name`: the signed-in name.
    let nameLabel = Label(id: "name")
    /// `email`: the signed-in email; hidden without a session.
    let emailLabel = Label(id: "email")
    /// `edit`: edits the name and email.
    let editButton = Button(id: "edit")

    /// Name, email.
    override var controls: [any Control] { [nameLabel, emailLabel, editButton] }

    /// No events: the screen only shows.
    var inputFromView: InputFromView { .init(edit: editButton.tapPublisher) }

    /// Binds the name and the email.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.name --> nameLabel.textBinder
        publishers.email --> emailLabel.textBinder
        publishers.isEmailVisible --> emailLabel.isVisibleBinder
        publishers.editTitle --> editButton.titleBinder()
    }
}
