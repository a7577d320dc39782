import NanoCore
import NanoDI
import NanoReactive

/// The notifications screen's logic: it shows the stored flag, and each time the person sets
/// notifications on or off the new value is stored at once. If the store cannot be written the
/// flag shown goes back to the stored value and an error toast says why.
final class NotificationsViewModel: AbstractViewModel<
    NotificationsViewModel.InputFromView,
    NotificationsViewModel.Publishers,
    Never
>
{
    /// What the person asks for, whatever control stands for it (seed 002: intents, not
    /// control events).
    struct InputFromView {
        /// Each time the person turns notifications on (`true`) or off (`false`).
        let setNotifications: AnyPublisher<Bool, Never>

        /// Creates the person's intents.
        init(setNotifications: AnyPublisher<Bool, Never>) {
            self.setNotifications = setNotifications
        }
    }

    /// What the view shows.
    struct Publishers {
        /// The stored flag: first the value on load, then after each setting (the stored value
        /// again when storing failed).
        let isOn: AnyPublisher<Bool, Never>
    }

    private let settings: SettingsStore

    /// Creates the view model.
    /// - Parameter settings: where the flag is stored.
    init(settings: SettingsStore) {
        self.settings = settings
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Never> {
        let navigator = Navigator<Never>()
        let isOn = CurrentValueSubject<Bool, Never>(settings.notificationsEnabled)
        let requests = input.fromView.setNotifications
            .sink { [settings, toastSubject = input.fromController.toastSubject] wanted in
                do throws(KeyValueStoreError) {
                    try settings.setNotificationsEnabled(wanted)
                    isOn.send(wanted)
                } catch {
                    toastSubject.send(Toast("Could not save notifications: \(error.description)", style: .error))
                    isOn.send(settings.notificationsEnabled)
                }
            }
        return Output(
            publishers: Publishers(isOn: isOn.eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            requests
        }
    }
}
