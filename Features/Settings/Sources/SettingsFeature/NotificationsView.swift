import NanoReactive
import NanoUI

/// The notifications screen's controls: the toggle `notifications`.
final class NotificationsView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = NotificationsViewModel

    /// `notifications`: "Notifications", on or off.
    let toggle = Toggle(id: "notifications")

    /// The toggle.
    override var controls: [any Control] { [toggle] }

    /// Each flip of the toggle by the person is the intent to set notifications to its new
    /// value (the toggle's current value, which its publisher sends first, is not a flip).
    var inputFromView: InputFromView {
        .init(setNotifications: toggle.isOnPublisher.dropFirst().eraseToAnyPublisher())
    }

    /// Binds the stored flag and the switch's title.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.isOn --> toggle.isOnBinder
        publishers.title --> toggle.titleBinder
    }
}
