import NanoReactive

/// A spinner shown while work is in flight (UIKit's `UIActivityIndicatorView`).
///
/// ```swift
/// let spinner = ActivityIndicatorView(id: "loading")
/// loading.asPublisher() --> spinner.isAnimatingBinder
/// ```
///
/// State: `animating`. It accepts no user actions.
@MainActor
public final class ActivityIndicatorView: UserActionable {
    /// The id scripts and tests use to find the indicator.
    public let id: String
    /// Always ``ControlKind/activityIndicator``.
    public var kind: ControlKind { .activityIndicator }
    /// Whether the indicator is hidden.
    public var isHidden = false
    /// Whether the indicator spins.
    public var isAnimating: Bool

    /// Creates an activity indicator.
    /// - Parameters:
    ///   - id: The indicator's id, unique within its scene.
    ///   - isAnimating: Whether it starts spinning.
    public init(id: String, isAnimating: Bool = false) {
        self.id = id
        self.isAnimating = isAnimating
    }

    /// `animating`.
    public var state: ControlState {
        ControlState([.init("animating", .bool(isAnimating))])
    }

    /// Starts (`true`) or stops (`false`) the spinner. Holds the indicator weakly.
    public var isAnimatingBinder: Binder<Bool> {
        Binder(self) { indicator, isAnimating in indicator.isAnimating = isAnimating }
    }

    /// Starts the spinner (drawn `⠿ animating`); `isAnimatingBinder` drives the same state.
    public func startAnimating() { isAnimating = true }

    /// Stops the spinner (drawn dim `- idle`).
    public func stopAnimating() { isAnimating = false }
}
