import NanoCore
import NanoDI
import NanoReactive
import NanoStrings

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
        let selected: Signal<Appearance>

        /// Creates the view's events.
        init(selected: Signal<Appearance>) {
            self.selected = selected
        }
    }

    /// What the view shows.
    struct Publishers {
        /// The stored appearance: on load, then after each selection.
        let current: Signal<Appearance>
        /// Each choice's name in the app's language, in ``Appearance`` order.
        let choices: Signal<[(appearance: Appearance, title: String)]>
    }

    /// The mode a link asked for, stored when the screen loads.
    let requested: Appearance?

    private let settings: SettingsStore
    private let text: Strings<SettingsText>

    /// Creates the view model.
    /// - Parameters:
    ///   - settings: where the appearance is stored.
    ///   - requested: a mode to store when the screen loads (from `settings/appearance/dark`).
    ///   - text: the title, the choices and the toasts in the app's language.
    init(settings: SettingsStore, requested: Appearance? = nil, text: Strings<SettingsText>) {
        self.settings = settings
        self.requested = requested
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Never> {
        let navigator = Navigator<Never>()
        let current = CurrentValueSubject<Appearance, Never>(settings.appearance)
        let requests = input.fromController.viewDidLoad
            .compactMap { [requested] in requested }
            .merge(with: input.fromView.selected)
            .sink { [settings, text, toastSubject = input.fromController.toastSubject] wanted in
                do throws(KeyValueStoreError) {
                    try settings.setAppearance(wanted)
                } catch {
                    toastSubject.send(Toast(text(.appearanceSaveFailed, error), style: .error))
                }
                current.send(settings.appearance)
            }
        return Output(
            publishers: Publishers(
                current: current.asSignal(),
                choices: .just(Appearance.allCases.map { ($0, text[$0.title]) })),
            navigation: navigator.navigation
        ) {
            requests
            input.fromController.showTitle(text[.appearance])
        }
    }
}
