import NanoNavigation

/// The welcome screen's controls: `welcome` and `email` labels, `settings` and `logout`
/// buttons.
public final class HomeView: ViewModelled {
    /// The view model this view binds.
    public typealias ViewModel = HomeViewModel

    /// `welcome`: "Welcome, Ada".
    public let welcomeLabel = Label(id: "welcome", text: "Welcome")
    /// `email`: the signed-in email; hidden without a session.
    public let emailLabel = Label(id: "email")
    /// `settings`: opens the settings.
    public let settingsButton = Button(id: "settings", title: "Settings")
    /// `logout`: clears the session and shows sign-up.
    public let logOutButton = Button(id: "logout", title: "Log out")

    /// Creates the view.
    public init() {}

    /// Welcome, email, Settings, Log out.
    public var controls: [any Control] { [welcomeLabel, emailLabel, settingsButton, logOutButton] }

    /// The two buttons' taps.
    public var inputFromView: HomeViewModel.FromView {
        .init(settingsTapped: settingsButton.tapPublisher, logOutTapped: logOutButton.tapPublisher)
    }

    /// Binds the greeting and the email.
    public func populate(with publishers: HomeViewModel.Publishers) -> [AnyCancellable] {
        publishers.welcome --> welcomeLabel.textBinder
        publishers.email --> emailLabel.textBinder
        publishers.isEmailVisible --> emailLabel.isVisibleBinder
    }
}
