import NanoNavigation

/// The profile screen's logic: the signed-in name and email, read when the screen loads and
/// each time it reappears. Without a session (signed out, or unreadable) the name reads
/// "Not signed in" and the email hides.
public final class ProfileViewModel: AbstractViewModel<
    ProfileViewModel.FromView,
    ProfileViewModel.Publishers,
    Never
>, ViewModelType
{
    /// The view's events: none, the screen only shows.
    public struct FromView {
        /// Creates the (empty) events.
        public init() {}
    }

    /// What the view shows.
    public struct Publishers {
        /// The signed-in name, or "Not signed in".
        public let name: AnyPublisher<String, Never>
        /// The signed-in email, or empty.
        public let email: AnyPublisher<String, Never>
        /// Whether the email shows (there is a session).
        public let isEmailVisible: AnyPublisher<Bool, Never>
    }

    /// The name shown without a session.
    public static let signedOutName = "Not signed in"

    private let sessionStore: SessionStore

    /// Creates the view model.
    /// - Parameter sessionStore: where the session is read.
    public init(sessionStore: SessionStore) {
        self.sessionStore = sessionStore
    }

    /// Builds the screen's logic.
    public func transform(input: Input) -> Output {
        let session = Just(())
            .merge(with: input.fromController.viewWillAppear)
            .map { [sessionStore] in sessionStore.current }
            .removeDuplicates()
        let publishers = Publishers(
            name: session.map { $0?.name ?? Self.signedOutName }.removeDuplicates().eraseToAnyPublisher(),
            email: session.map { $0?.email ?? "" }.removeDuplicates().eraseToAnyPublisher(),
            isEmailVisible: session.map { $0 != nil }.removeDuplicates().eraseToAnyPublisher()
        )
        return Output(publishers: publishers, navigation: navigator.navigation)
    }
}
