/// What a tab bar shows: the tabs in order and which one is selected. The navigation layer
/// (NanoNavigation's `TabContainer`) owns the state; hosts draw this value — a line of tabs in
/// a terminal, a `<nav>` in a browser — and `--json` prints it, so what a person sees and what
/// a test reads are one description.
public struct TabBarDescription: Codable, Sendable, Equatable {
    /// One tab as a host draws it.
    public struct Tab: Codable, Sendable, Equatable {
        /// The stable id a script selects (`select tab settings`) and a browser sends.
        public let id: String
        /// The text shown.
        public let title: String
        /// Whether this is the tab showing.
        public let selected: Bool

        /// A tab `id` titled `title`, selected or not.
        public init(id: String, title: String, selected: Bool) {
            self.id = id
            self.title = title
            self.selected = selected
        }
    }

    /// The tabs, in the order the bar shows them (the features' declared order).
    public let tabs: [Tab]

    /// A bar of `tabs`, in order.
    public init(tabs: [Tab]) { self.tabs = tabs }

    /// The id of the selected tab, if one is.
    public var selectedID: String? { tabs.first(where: \.selected)?.id }

    /// The control id a host gives tab `id` (`tab-settings`): what a browser's button carries
    /// as `data-control-id`, distinct from any id a scene's own controls use.
    public static func controlID(forTab id: String) -> String { "tab-" + id }
}
