import NanoCore
import NanoReactive
import NanoStrings
import SessionInterface

/// The profile screen's logic: the signed-in name and email, read when the screen loads and
/// each time it reappears. Without a session (signed out, or unreadable) the name reads
/// "Not signed in" and the email hides. Edit asks for the profile edit.
final class ProfileViewModel: AbstractViewModel<
    ProfileViewModel.InputFromView,
    ProfileViewModel.Publishers,
    ProfileViewModel.Step
>
{
    /// The view's events.
    struct InputFromView {
        /// The Edit button's taps.
        let edit: Signal<Void>
    }

    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Edit the name and email.
        case edit
    }

    /// What the view shows.
    struct Publishers {
        /// The signed-in name, or "Not signed in".
        let name: Signal<String>
        /// The signed-in email, or empty.
        let email: Signal<String>
        /// Whether the email shows (there is a session).
        let isEmailVisible: Signal<Bool>
        /// The Edit button's title.
        let editTitle: Signal<String?>
    }

    private let sessions: any SessionService
    private let text: Strings<SettingsText>

    /// Creates the view model.
    /// - Parameters:
    ///   - sessions: where the session is read.
    ///   - text: the title, "Not signed in" and Edit in the app's language.
    init(sessions: any SessionService, text: Strings<SettingsText>) {
        self.sessions = sessions
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let session = Just(())
            .merge(with: input.fromController.viewWillAppear)
            .map { [sessions] in sessions.current }
            .removeDuplicates()
        let publishers = Publishers(
            name: session.map { [text] in $0?.name ?? text[.notSignedIn] }.removeDuplicates().asSignal(),
            email: session.map { $0?.email ?? "" }.removeDuplicates().asSignal(),
            isEmailVisible: session.map { $0 != nil }.removeDuplicates().asSignal(),
            editTitle: .just(text[.edit])
        )
        let edits = input.fromView.edit.sink { [navigator] in navigator.next(.edit) }
        return Output(publishers: publishers, navigation: navigator.navigation) {
            edits
            input.fromController.showTitle(text[.profile])
        }
    }
}
