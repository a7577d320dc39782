import Foundation
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
        let name = session.map { trimmed($0.name) } ?? ""
        return name.isEmpty ? "Welcome" : "Welcome, \(name)"
    }

    /// `text` without the whitespace and newlines at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns (Unicode's White_Space scalars
    /// and U+200B, the set that `CharacterSet` holds; a test compares the two), without bridging
    /// through `NSString`, whose first use makes the Swift runtime scan every conformance record
    /// of the binary three times while Home first shows (docs/performance.md, "nvc startup").
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, trims(scalars[start]) { start = scalars.index(after: start) }
        while start < end, trims(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(text[start..<end])
    }

    /// Whether ``trimmed(_:)`` drops `scalar` at either end: Unicode's White_Space property
    /// plus U+200B ZERO WIDTH SPACE, which `CharacterSet.whitespacesAndNewlines` also holds
    /// (a test checks every scalar against it).
    static func trims(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
