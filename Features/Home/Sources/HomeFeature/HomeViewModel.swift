import NanoCore
import NanoReactive
import NanoStrings
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
        let openSettings: Signal<Void>
        /// The person wants to log out.
        let logOut: Signal<Void>

        /// Creates the person's intents.
        init(openSettings: Signal<Void>, logOut: Signal<Void>) {
            self.openSettings = openSettings
            self.logOut = logOut
        }
    }

    /// What the view shows.
    struct Publishers {
        /// "Welcome, Ada", or "Welcome" without a session (or with a blank name).
        let welcome: Signal<String>
        /// The signed-in email, or empty without a session.
        let email: Signal<String>
        /// Whether the email shows (there is a session).
        let isEmailVisible: Signal<Bool>
        /// The buttons' titles: Settings, then Log out.
        let buttonTitles: Signal<(settings: String?, logOut: String?)>
    }

    private let sessions: any SessionService
    private let text: Strings<HomeText>

    /// Creates the view model.
    /// - Parameters:
    ///   - sessions: where the signed-in session is read and cleared.
    ///   - text: the title, the welcome, the buttons and the toast in the app's language.
    init(sessions: any SessionService, text: Strings<HomeText>) {
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

        let settings = input.fromView.openSettings
            .sink { [navigator] in navigator.next(.openSettings) }

        let logOut = input.fromView.logOut
            .sink { [navigator, sessions, text, toastSubject = input.fromController.toastSubject] in
                do throws(SessionError) {
                    try sessions.clear()
                    navigator.next(.logOut)
                } catch {
                    toastSubject.send(Toast(text(.logOutFailed, error), style: .error))
                }
            }

        let publishers = Publishers(
            welcome: session.map { [text] in Self.welcome(for: $0, text: text) }.removeDuplicates()
                .asSignal(),
            email: session.map { $0?.email ?? "" }.removeDuplicates().asSignal(),
            isEmailVisible: session.map { $0 != nil }.removeDuplicates().asSignal(),
            buttonTitles: .just((text[.settings], text[.logOut]))
        )
        return Output(publishers: publishers, navigation: navigator.navigation) {
            settings
            logOut
            input.fromController.showTitle(text[.title])
        }
    }

    /// "Welcome, <name>", or "Welcome" when there is no session or the name is blank, in
    /// `text`'s language.
    static func welcome(for session: Session?, text: Strings<HomeText>) -> String {
        let name = session.map { $0.name.trimmingWhitespace() } ?? ""
        return name.isEmpty ? text[.welcome] : text(.welcomeName, name)
    }
}
