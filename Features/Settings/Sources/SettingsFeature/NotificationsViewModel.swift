import NanoCore
import NanoDI
import NanoReactive

/// The notifications screen's logic: a switch showing the stored flag; each flip is stored
/// at once. If the store cannot be written the switch goes back to the stored value and an
/// error toast says why.
final class NotificationsViewModel: AbstractViewModel<
    NotificationsViewModel.InputFromView,
    NotificationsViewModel.Publishers,
    Never
>
{
    /// The view's events.
    struct InputFromView {
        /// The switch's value after each flip by the person (not its initial value).
        let isOnChanged: AnyPublisher<Bool, Never>

        /// Creates the view's events.
        init(isOnChanged: AnyPublisher<Bool, Never>) {
            self.isOnChanged = isOnChanged
        }
    }

    /// What the view shows.
    struct Publishers {
        /// The stored flag: first the value on load, then after each flip (the stored value
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
        let flips = input.fromView.isOnChanged
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
            flips
        }
    }
}
