/// A type that can be made with no arguments. A scene host builds its view with `init()`, so
/// `ViewModelled` views (NanoUI) are `EmptyInitializable`.
@MainActor
public protocol EmptyInitializable {
    /// Creates the value with its defaults (a view: its controls, unbound).
    init()
}
