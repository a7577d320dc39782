/// What a dismissal calls when it is done.
public typealias Completion = @MainActor () -> Void

/// Takes the scene a step came from off the screen, then calls the completion: what
/// `modallyPresent(...)` and `replaceAllScenes(...)` hand a coordinator's step handler with each
/// step, in NanoViewController's shape (`dismiss(true) { ... }`). The headless platform does not
/// animate, so `animatedDismiss` changes nothing here; it is kept so code written for UIKit
/// hosts reads the same. A test passes a spy instead:
///
/// ```swift
/// var dismissCalled = false
/// let spy: DismissScene = { _, completion in
///     dismissCalled = true
///     completion?()
/// }
/// scan.modalNavigationHandler?(.scanned(intent), spy)
/// ```
///
/// The real one dismisses the modal stack the scene is on (nothing when the scene is on the
/// root stack, as a scene shown by `replaceAllScenes` usually is), then calls the completion.
public typealias DismissScene = @MainActor (_ animatedDismiss: Bool, _ presentationCompletion: Completion?) -> Void
