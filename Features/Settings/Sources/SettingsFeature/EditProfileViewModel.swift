import NanoCore
import NanoReactive
import NanoStrings
import SessionInterface

/// The profile edit's logic: the name and email start as the session's; Save is enabled while
/// both are valid and something changed, and stores the new values through the
/// ``SessionService`` (keeping the sign-in date); a store that cannot be written shows an error
/// toast and keeps the person here. Cancel leaves without storing anything.
final class EditProfileViewModel: AbstractViewModel<
    EditProfileViewModel.InputFromView,
    EditProfileViewModel.Publishers,
    EditProfileViewModel.Step
>
{
    /// How the edit ends.
    enum Step: Equatable, Sendable {
        /// The new values are stored.
        case saved
        /// The person cancelled.
        case cancelled
    }

    /// The view's events.
    struct InputFromView {
        /// The name field's text, each time the person edits it.
        let name: Signal<String>
        /// The email field's text, each time the person edits it.
        let email: Signal<String>
        /// The Save button's taps.
        let save: Signal<Void>
        /// The Cancel button's taps.
        let cancel: Signal<Void>
    }

    /// What the view shows.
    struct Publishers {
        /// The name field's initial text: the session's name.
        let name: Signal<String>
        /// The email field's initial text: the session's email.
        let email: Signal<String>
        /// Whether Save is enabled: both values valid, and one of them changed.
        let isSaveEnabled: Signal<Bool>
        /// Why Save is disabled, in the app's language: the values are not valid, or nothing
        /// changed; `nil` while Save is enabled.
        let saveHint: Signal<String?>
        /// The fields' placeholders and the buttons' titles, in the app's language.
        let labels: Signal<Labels>
    }

    /// The fields' placeholders and the buttons' titles.
    struct Labels {
        let name: String
        let email: String
        let save: String
        let cancel: String
    }

    /// The name and email being edited.
    struct Draft: Equatable {
        var name: String
        var email: String

        /// The name without surrounding spaces.
        var trimmedName: String { name.trimmingWhitespace() }
        /// The email without surrounding spaces.
        var trimmedEmail: String { email.trimmingWhitespace() }

        /// A non-blank name and an email of the form `local@domain.tld`.
        var isValid: Bool {
            let parts = trimmedEmail.split(separator: "@", omittingEmptySubsequences: false)
            return !trimmedName.isEmpty && parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
                && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !trimmedEmail.contains(" ")
        }
    }

    private let sessions: any SessionService
    private let text: Strings<SettingsText>

    /// A view model editing the session `sessions` keeps, its texts in `text`'s language.
    init(sessions: any SessionService, text: Strings<SettingsText>) {
        self.sessions = sessions
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let original = Draft(name: sessions.current?.name ?? "", email: sessions.current?.email ?? "")
        let draft = input.fromView.name.prepend(original.name)
            .combineLatest(input.fromView.email.prepend(original.email)) { Draft(name: $0, email: $1) }

        let saves = input.fromView.save
            .withLatestFrom(draft)
            .filter { $0.isValid }
            .sink { [sessions, navigator, text, toastSubject = input.fromController.toastSubject] draft in
                guard let session = sessions.current else {
                    toastSubject.send(Toast(text[.nothingToEdit], style: .error))
                    return
                }
                let edited = Session(
                    name: draft.trimmedName, email: draft.trimmedEmail, signedInAt: session.signedInAt)
                do throws(SessionError) {
                    try sessions.save(edited)
                    navigator.next(.saved)
                } catch {
                    toastSubject.send(Toast(text(.profileSaveFailed, error), style: .error))
                }
            }
        let cancels = input.fromView.cancel.sink { [navigator] in navigator.next(.cancelled) }

        let publishers = Publishers(
            name: .just(original.name),
            email: .just(original.email),
            isSaveEnabled: draft.map { $0.isValid && $0 != original }.removeDuplicates().asSignal(),
            saveHint: draft.map { [text] draft -> String? in
                !draft.isValid ? text[.saveNeedsValidValues] : draft == original ? text[.saveNeedsChange] : nil
            }.removeDuplicates().asSignal(),
            labels: .just(Labels(name: text[.name], email: text[.email], save: text[.save], cancel: text[.cancel])))
        return Output(publishers: publishers, navigation: navigator.navigation) {
            saves
            cancels
            input.fromController.showTitle(text[.editProfileTitle])
        }
    }
}
