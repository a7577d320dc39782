import NanoCore

/// The headless counterpart of `UIView` as a scene's root view: a class a ``ViewModelled``
/// view subclasses to get `init()` and list its controls.
///
/// There is no layout engine on the headless platform: where a UIKit view adds subviews and
/// constraints, a `SceneView` overrides ``controls`` with its controls in display order.
@MainActor
open class SceneView: EmptyInitializable {
    /// Creates the view. Subclasses create their controls in property initialisers (or
    /// `lazy var`s) and may override this to set their initial state.
    public required init() {}

    /// The view's controls, top to bottom. Empty unless overridden.
    open var controls: [any Control] { [] }
}
