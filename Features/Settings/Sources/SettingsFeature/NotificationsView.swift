import NanoNavigation

/// The notifications screen's controls: the toggle `notifications`.
public final class NotificationsView: ViewModelled {
    /// The view model this view binds.
    public typealias ViewModel = NotificationsViewModel

    /// `notifications`: "Notifications", on or off.
    public let toggle = Toggle(id: "notifications", title: "Notifications")

    /// Creates the view.
    public init() {}

    /// The toggle.
    public var controls: [any Control] { [toggle] }

    /// The person's flips (the toggle's current value, which its publisher sends first, is
    /// not a flip).
    public var inputFromView: NotificationsViewModel.FromView {
        .init(isOnChanged: toggle.isOnPublisher.dropFirst().eraseToAnyPublisher())
    }

    /// Binds the stored flag.
    public func populate(with publishers: NotificationsViewModel.Publishers) -> [AnyCancellable] {
        publishers.isOn --> toggle.isOnBinder
    }
}
