import NanoReactive
import NanoUI

/// The welcome screen's controls: `welcome` and `email` labels, `settings` and `logout`
/// buttons.
final class HomeView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = HomeViewModel

    /// `welcome`: "Welcome, Ada".
    let welcomeLabel = Label(id: "welcome")
    /// `email`: the signed-in email; hidden without a session.
    let emailLabel = Label(id: "email")
    /// `settings`: opens the settings.
    let settingsButton = Button(id: "settings")
    /// `logout`: clears the session and shows sign-up.
    let logOutButton = Button(id: "logout")

    /// Welcome, email, Settings, Log out.
    override var controls: [any Control] { [welcomeLabel, emailLabel, settingsButton, logOutButton] }

    /// A tap on `settings` is the intent to open the settings, one on `logout` to log out.
    var inputFromView: InputFromView {
        .init(openSettings: settingsButton.tapPublisher, logOut: logOutButton.tapPublisher)
    }

    /// Binds the greeting, the email and the buttons' titles.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.buttonTitles.map(\.settings) --> settingsButton.titleBinder()
        publishers.buttonTitles.map(\.logOut) --> logOutButton.titleBinder()
        publishers.welcome --> welcomeLabel.textBinder
        publishers.email --> emailLabel.textBinder
        publishers.isEmailVisible --> emailLabel.isVisibleBinder
    }
}
