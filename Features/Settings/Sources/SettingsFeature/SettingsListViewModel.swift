import NanoCore
import NanoReactive
import NanoStrings
import SessionInterface

/// The settings list's logic: one row per ``SettingsItem`` with its current value as detail
/// (notifications "On"/"Off", the appearance, the signed-in email), read again each time the
/// list reappears, so a change made on a detail screen shows on the way back, and each time the
/// person pulls the list, which then stops refreshing. The footer is the app's version.
final class SettingsListViewModel: AbstractViewModel<
    SettingsListViewModel.InputFromView,
    SettingsListViewModel.Publishers,
    SettingsListViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Show the screen of `item`.
        case open(SettingsItem)
    }

    /// The view's events.
    struct InputFromView {
        /// The item of each row the person selects.
        let selectedItem: Signal<SettingsItem>
        /// The person's pulls to refresh.
        let refresh: Signal<Void>

        /// Creates the view's events.
        init(selectedItem: Signal<SettingsItem>, refresh: Signal<Void>) {
            self.selectedItem = selectedItem
            self.refresh = refresh
        }
    }

    /// One row as the list shows it.
    struct Row: Equatable, Sendable {
        /// The item.
        let item: SettingsItem
        /// The item's title in the app's language.
        let title: String
        /// The current value shown beside the title, if any.
        let detail: String?

        /// Creates a row.
        init(item: SettingsItem, title: String, detail: String?) {
            self.item = item
            self.title = title
            self.detail = detail
        }
    }

    /// What the view shows.
    struct Publishers {
        /// Every row in ``SettingsItem`` order, with its current detail.
        let rows: Signal<[Row]>
        /// `false` once a pull has read the values again.
        let isRefreshing: Signal<Bool>
        /// The line under the rows: the app's name and version.
        let footer: Signal<String?>
    }

    private let settings: SettingsStore
    private let sessions: any SessionService
    private let versionText: String
    private let text: Strings<SettingsText>

    /// Creates the view model.
    /// - Parameters:
    ///   - settings: the notifications and appearance values.
    ///   - sessions: the signed-in email.
    ///   - versionText: the footer (`Nano 0.1.0`).
    ///   - text: the titles and values in the app's language.
    init(settings: SettingsStore, sessions: any SessionService, versionText: String, text: Strings<SettingsText>) {
        self.settings = settings
        self.sessions = sessions
        self.versionText = versionText
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let rows = Just(())
            .merge(with: input.fromController.viewWillAppear, input.fromView.refresh)
            .map { [settings, sessions, text] in Self.rows(settings: settings, session: sessions.current, text: text) }
            .removeDuplicates()
            .asSignal()

        let selections = input.fromView.selectedItem
            .sink { [navigator] item in navigator.next(.open(item)) }

        let publishers = Publishers(
            rows: rows,
            isRefreshing: input.fromView.refresh.map { false }.asSignal(),
            footer: .just(versionText))
        return Output(publishers: publishers, navigation: navigator.navigation) {
            selections
            input.fromController.showTitle(text[.listTitle])
        }
    }

    /// The rows for the stored values, in `text`'s language.
    static func rows(settings: SettingsStore, session: Session?, text: Strings<SettingsText>) -> [Row] {
        SettingsItem.allCases.map { item in
            let detail: String? =
                switch item {
                case .notifications: text[settings.notificationsEnabled ? .on : .off]
                case .appearance: text[settings.appearance.title]
                case .profile: session?.email
                case .about: nil
                }
            return Row(item: item, title: text[item.title], detail: detail)
        }
    }
}
