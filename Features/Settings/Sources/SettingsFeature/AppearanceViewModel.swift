import NanoCore
import NanoDI
import NanoReactive

/// The appearance screen's logic: the three choices with a checkmark on the stored one;
/// selecting a choice stores it. Opened from `settings/appearance/:mode`, it stores the
/// requested mode as soon as the screen loads. If the store cannot be written the checkmark
/// stays on the stored value and an error toast says why.
final class AppearanceViewModel: AbstractViewModel<
    AppearanceViewModel.InputFromView,
    AppearanceViewModel.Publishers,
    Never
>
{
    /// The view's events.
    struct InputFromView {
        /// The choice the person selects, each time.
        let selected: AnyPublisher<Appearance, Never>

        /// Creates the view's events.
        init(selected: AnyPublisher<Appearance, Never>) {
            self.selected = selected
        }
    }

    /// What the view shows.
    struct Publishers {
        /// The stored appearance: on load, then after each selection.
        let current: AnyPublisher<Appearance, Never>
    }

    /// The mode a link asked for, stored when the screen loads.
    let requested: Appearance?

    private let settings: SettingsStore

    /// Creates the view model.
    /// - Parameters:
    ///   - settings: where the appearance is stored.
    ///   - requested: a mode to store when the screen loads (from `settings/appearance/dark`).
    init(settings: SettingsStore, requested: Appearance? = nil) {
        self.settings = settings
        self.requested = requested
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Never> {
        let navigator = Navigator<Never>()
        let current = CurrentValueSubject<Appearance, Never>(settings.appearance)
        let requests = input.fromController.viewDidLoad
            .compactMap { [requested] in requested }
            .merge(with: input.fromView.selected)
            .sink { [settings, toastSubject = input.fromController.toastSubject] wanted in
                do throws(KeyValueStoreError) {
                    try settings.setAppearance(wanted)
                } catch {
                    toastSubject.send(Toast("Could not save appearance: \(error.description)", style: .error))
                }
                current.send(settings.appearance)
            }
        return Output(
            publishers: Publishers(current: current.eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            requests
        }
    }
}
