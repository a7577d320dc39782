import NanoCore
import NanoReactive
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
        let edit: AnyPublisher<Void, Never>
    }

    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Edit the name and email.
        case edit
    }

    /// What the view shows.
    struct Publishers {
        /// The signed-in name, or "Not signed in".
        let name: AnyPublisher<String, Never>
        /// The signed-in email, or empty.
        let email: AnyPublisher<String, Never>
        /// Whether the email shows (there is a session).
        let isEmailVisible: AnyPublisher<Bool, Never>
    }

    /// The name shown without a session.
    static let signedOutName = "Not signed in"

    private let sessions: any SessionService

    /// Creates the view model.
    /// - Parameter sessions: where the session is read.
    init(sessions: any SessionService) {
        self.sessions = sessions
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let session = Just(())
            .merge(with: input.fromController.viewWillAppear)
            .map { [sessions] in sessions.current }
            .removeDuplicates()
        let publishers = Publishers(
            name: session.map { $0?.name ?? Self.signedOutName }.removeDuplicates().eraseToAnyPublisher(),
            email: session.map { $0?.email ?? "" }.removeDuplicates().eraseToAnyPublisher(),
            isEmailVisible: session.map { $0 != nil }.removeDuplicates().eraseToAnyPublisher()
        )
        let edits = input.fromView.edit.sink { [navigator] in navigator.next(.edit) }
        return Output(publishers: publishers, navigation: navigator.navigation) {
            edits
        }
    }
}
