/// The control state a button title is set for, as UIKit's `setTitle(_:for:)` takes a
/// `UIControl.State`.
public enum ControlStateKind: String, Sendable, Equatable, CaseIterable {
    /// The title shown normally (and while disabled, unless a disabled title is set).
    case normal
    /// The title shown while the button is disabled.
    case disabled
}
