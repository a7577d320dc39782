import NanoReactive
import NanoUI

/// The profile edit's controls: the text fields `name` and `email` (a person's name and email,
/// for autofill), and the buttons `save`, the screen's primary action (Enter in a field on the
/// web), which says why while it is disabled, and `cancel`.
final class EditProfileView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = EditProfileViewModel

    /// `name`: the person's name.
    let nameField = TextField(id: "name", contentType: .name)
    /// `email`: the person's email address.
    let emailField = TextField(id: "email", keyboard: .email, contentType: .email)
    /// `save`: stores the new values (enabled while they are valid and changed).
    let saveButton = Button(id: "save", isEnabled: false, role: .primary)
    /// `cancel`: leaves without storing.
    let cancelButton = Button(id: "cancel", role: .cancel)

    /// The fields, then the buttons.
    override var controls: [any Control] { [nameField, emailField, saveButton, cancelButton] }

    /// The person's edits (not the fields' initial text) and taps.
    var inputFromView: InputFromView {
        .init(
            name: nameField.textPublisher.dropFirst().orEmpty,
            email: emailField.textPublisher.dropFirst().orEmpty,
            save: saveButton.tapPublisher, cancel: cancelButton.tapPublisher)
    }

    /// Fills the fields with the session's values, labels the fields and buttons, and enables Save.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.labels.map { Optional($0.name) } --> nameField.placeholderBinder
        publishers.labels.map { Optional($0.email) } --> emailField.placeholderBinder
        publishers.labels.map { Optional($0.save) } --> saveButton.titleBinder()
        publishers.labels.map { Optional($0.cancel) } --> cancelButton.titleBinder()
        publishers.name.map(Optional.some) --> nameField.textBinder
        publishers.email.map(Optional.some) --> emailField.textBinder
        publishers.isSaveEnabled --> saveButton.isEnabledBinder
        publishers.saveHint --> saveButton.disabledReasonBinder
    }
}
