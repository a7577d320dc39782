import NanoUI

/// What the page shows at one moment: the visible layers (the root stack's top screen, then
/// each presented stack's top screen drawn as a sheet over it), the link waiting for a guard,
/// whether delayed work is running, and the content size. The web host builds one from the
/// app after every change; ``HTMLRenderer`` turns it into HTML. It holds only values, so the
/// same screen always renders the same HTML.
public struct WebScreen: Sendable, Equatable {
    /// One visible screen and what its navigation bar needs to know about its stack.
    public struct Layer: Sendable, Equatable {
        /// The screen: scene name, title, bar buttons, visible controls, toast.
        public var scene: SceneDescription
        /// The title of the screen below on the same stack, shown on the back button
        /// (`‹ Home`); `nil` when the layer shows no back button (first screen of its stack,
        /// a config that hides it, or a visible left bar button).
        public var backTitle: String?
        /// Whether the layer is a presented (modal) stack, drawn as a sheet.
        public var isModal: Bool
        /// When the stack's top is a split: its columns left to right, the last one this
        /// layer's own screen; those before it are drawn beside it from 900 CSS px up and
        /// hidden below (a stack). Empty when there is no split.
        public var panes: [Pane]

        /// A layer; `backTitle` nil means no back button, no `panes` no split.
        public init(
            scene: SceneDescription, backTitle: String? = nil, isModal: Bool = false, panes: [Pane] = []
        ) {
            self.scene = scene
            self.backTitle = backTitle
            self.isModal = isModal
            self.panes = panes
        }
    }

    /// A screen of a split shown beside the top one (NanoUI's `SplitLayout`).
    public struct Pane: Sendable, Equatable {
        /// The column: `sidebar`, `list` or `detail`.
        public var column: String
        /// The screen.
        public var scene: SceneDescription
        /// Its position on the stack (0 at the bottom): what the page sends with an action on
        /// it, since its controls' ids may repeat the top screen's.
        public var position: Int

        /// A pane showing `scene`, the `position`th of its stack, in `column`.
        public init(column: String, scene: SceneDescription, position: Int) {
            self.column = column
            self.scene = scene
            self.position = position
        }
    }

    /// Bottom first; only the last one takes input, the others are drawn behind it. Empty
    /// before anything opened.
    public var layers: [Layer]
    /// The link waiting for a guard flow (sign-up) to finish, if any.
    public var pending: String?
    /// Whether the app has delayed work running (a request): the page says it is busy.
    public var busy: Bool
    /// The text scale: `.standard`, `.large` or `.accessibility`.
    public var contentSize: TextRenderer.Options.ContentSize
    /// Light, dark, or the browser's preference (`.system`): the page's
    /// `<html data-color-scheme>`, which picks the stylesheet's palette.
    public var colorScheme: ColorScheme
    /// The tab bar, when one shows (drawn as a `<nav>` under the layers).
    public var tabBar: TabBarDescription?
    /// The alert showing over the top layer, if any: drawn as a modal dialog above every
    /// layer, which all become `inert`.
    public var alert: AlertDescription?
    /// The framework's own words on the page (back buttons, the tab bar's name, a list's
    /// `Refresh`, a spinner's `Loading`, the error block), in the app's language.
    public var texts: ContainerTexts

    /// A screen; see each property.
    public init(
        layers: [Layer], pending: String? = nil, busy: Bool = false,
        contentSize: TextRenderer.Options.ContentSize = .standard, colorScheme: ColorScheme = .system,
        tabBar: TabBarDescription? = nil, alert: AlertDescription? = nil, texts: ContainerTexts = .english
    ) {
        self.layers = layers
        self.pending = pending
        self.busy = busy
        self.contentSize = contentSize
        self.colorScheme = colorScheme
        self.tabBar = tabBar
        self.alert = alert
        self.texts = texts
    }
}
