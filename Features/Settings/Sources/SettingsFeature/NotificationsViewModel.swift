import NanoCore
import NanoDI
import NanoReactive
import NanoStrings

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
        let setNotifications: Signal<Bool>

        /// Creates the person's intents.
        init(setNotifications: Signal<Bool>) {
            self.setNotifications = setNotifications
        }
    }

    /// What the view shows.
    struct Publishers {
        /// The stored flag: first the value on load, then after each setting (the stored value
        /// again when storing failed).
        let isOn: Signal<Bool>
        /// The switch's title.
        let title: Signal<String?>
    }

    private let settings: SettingsStore
    private let text: Strings<SettingsText>

    /// Creates the view model.
    /// - Parameters:
    ///   - settings: where the flag is stored.
    ///   - text: the title, the switch's and the toasts in the app's language.
    init(settings: SettingsStore, text: Strings<SettingsText>) {
        self.settings = settings
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Never> {
        let navigator = Navigator<Never>()
        let isOn = CurrentValueSubject<Bool, Never>(settings.notificationsEnabled)
        let requests = input.fromView.setNotifications
            .sink { [settings, text, toastSubject = input.fromController.toastSubject] wanted in
                do throws(KeyValueStoreError) {
                    try settings.setNotificationsEnabled(wanted)
                    isOn.send(wanted)
                } catch {
                    toastSubject.send(Toast(text(.notificationsSaveFailed, error), style: .error))
                    isOn.send(settings.notificationsEnabled)
                }
            }
        return Output(
            publishers: Publishers(
                isOn: isOn.asSignal(), title: .just(text[.notifications])),
            navigation: navigator.navigation
        ) {
            requests
            input.fromController.showTitle(text[.notifications])
        }
    }
}
