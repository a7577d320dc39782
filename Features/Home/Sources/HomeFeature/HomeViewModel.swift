import NanoCore
import NanoReactive
import SessionInterface

/// The welcome screen's logic: greets the signed-in person by name, shows their email, and
/// asks for Settings or to log out.
///
/// The session is read from the ``SessionService`` when the screen loads and again each time it
/// reappears. A missing or unreadable session is not an error: the screen greets with a plain
/// "Welcome" and hides the email.
///
/// Logging out clears the session first and asks for ``Step/logOut`` only once it is gone; if
/// the store cannot be written the person stays here and sees an error toast (leaving for
/// sign-up while the session is still on disk would sign them back in on the next launch).
final class HomeViewModel: AbstractViewModel<
    HomeViewModel.InputFromView,
    HomeViewModel.Publishers,
    HomeViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Show the settings.
        case openSettings
        /// The session is cleared: show sign-up in place of everything.
        case logOut
    }

    /// What the person asks for, whatever control stands for it (seed 002: intents, not taps).
    struct InputFromView {
        /// The person wants the settings.
        let openSettings: AnyPublisher<Void, Never>
        /// The person wants to log out.
        let logOut: AnyPublisher<Void, Never>

        /// Creates the person's intents.
        init(openSettings: AnyPublisher<Void, Never>, logOut: AnyPublisher<Void, Never>) {
            self.openSettings = openSettings
            self.logOut = logOut
        }
    }

    /// What the view shows.
    struct Publishers {
        /// "Welcome, Ada", or "Welcome" without a session (or with a blank name).
        let welcome: AnyPublisher<String, Never>
        /// The signed-in email, or empty without a session.
        let email: AnyPublisher<String, Never>
        /// Whether the email shows (there is a session).
        let isEmailVisible: AnyPublisher<Bool, Never>
    }

    private let sessions: any SessionService

    /// Creates the view model.
    /// - Parameter sessions: where the signed-in session is read and cleared.
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

        let settings = input.fromView.openSettings
            .sink { [navigator] in navigator.next(.openSettings) }

        let logOut = input.fromView.logOut
            .sink { [navigator, sessions, toastSubject = input.fromController.toastSubject] in
                do throws(SessionError) {
                    try sessions.clear()
                    navigator.next(.logOut)
                } catch {
                    toastSubject.send(Toast("Could not log out: \(error.description)", style: .error))
                }
            }

        let publishers = Publishers(
            welcome: session.map(Self.welcome(for:)).removeDuplicates().eraseToAnyPublisher(),
            email: session.map { $0?.email ?? "" }.removeDuplicates().eraseToAnyPublisher(),
            isEmailVisible: session.map { $0 != nil }.removeDuplicates().eraseToAnyPublisher()
        )
        return Output(publishers: publishers, navigation: navigator.navigation) {
            settings
            logOut
        }
    }

    /// "Welcome, <name>", or "Welcome" when there is no session or the name is blank.
    static func welcome(for session: Session?) -> String {
        let name = session.map { $0.name.trimmingWhitespace() } ?? ""
        return name.isEmpty ? "Welcome" : "Welcome, \(name)"
    }
}
