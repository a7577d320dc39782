import NanoReactive

/// The target of a target-action pair: each ``pressed()`` sends into its subject. UIKit calls
/// such an object through a selector (`addTarget(_:action:for:)`); a headless control calls it
/// directly. ``ControllerEvents`` keeps one per bar button, so a tap on a scene's left or right
/// bar button reaches the view model as `leftBarButtonTrigger` / `rightBarButtonTrigger`.
@MainActor
public final class AbstractTarget {
    private let triggerSubject: PassthroughSubject<Void, Never>

    /// A target that sends into `triggerSubject`.
    public init(triggerSubject: PassthroughSubject<Void, Never>) {
        self.triggerSubject = triggerSubject
    }

    /// The action: sends `()` into the subject, synchronously.
    public func pressed() {
        triggerSubject.send(())
    }
}
