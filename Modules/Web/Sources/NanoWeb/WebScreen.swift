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

        /// A layer; `backTitle` nil means no back button.
        public init(scene: SceneDescription, backTitle: String? = nil, isModal: Bool = false) {
            self.scene = scene
            self.backTitle = backTitle
            self.isModal = isModal
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

    /// A screen; see each property.
    public init(
        layers: [Layer], pending: String? = nil, busy: Bool = false,
        contentSize: TextRenderer.Options.ContentSize = .standard
    ) {
        self.layers = layers
        self.pending = pending
        self.busy = busy
        self.contentSize = contentSize
    }
}
