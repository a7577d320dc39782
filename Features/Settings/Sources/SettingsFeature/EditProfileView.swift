import NanoCore
import NanoReactive
import NanoUI

/// The profile edit's controls: the text fields `name` and `email`, and the buttons `save`
/// and `cancel`.
final class EditProfileView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = EditProfileViewModel

    /// `name`: the person's name.
    let nameField = TextField(id: "name", placeholder: "Name")
    /// `email`: the person's email address.
    let emailField = TextField(id: "email", placeholder: "Email", keyboard: .email)
    /// `save`: stores the new values (enabled while they are valid and changed).
    let saveButton = Button(id: "save", title: "Save", isEnabled: false)
    /// `cancel`: leaves without storing.
    let cancelButton = Button(id: "cancel", title: "Cancel")

    /// The fields, then the buttons.
    override var controls: [any Control] { [nameField, emailField, saveButton, cancelButton] }

    /// The person's edits (not the fields' initial text) and taps.
    var inputFromView: InputFromView {
        .init(
            name: nameField.textPublisher.dropFirst().orEmpty,
            email: emailField.textPublisher.dropFirst().orEmpty,
            save: saveButton.tapPublisher, cancel: cancelButton.tapPublisher)
    }

    /// Fills the fields with the session's values and enables Save.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.name.map(Optional.some) --> nameField.textBinder
        publishers.email.map(Optional.some) --> emailField.textBinder
        publishers.isSaveEnabled --> saveButton.isEnabledBinder
    }
}

/// The profile edit: ``EditProfileView`` bound to ``EditProfileViewModel``, titled "Edit profile".
final class EditProfileScene: NanoViewController<EditProfileView>, ControllerConfigProviding {
    /// Title "Edit profile".
    static let config = ControllerConfig(title: "Edit profile")
}
