/// The kinds of haptic feedback a feature can ask for.
public enum HapticKind: String, CaseIterable, Sendable, Hashable {
    /// A task completed successfully.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
    /// The selection changed.
    case selection
    /// A physical impact, e.g. a snap into place.
    case impact
}

/// Plays haptic feedback.
///
/// A UIKit host adapts `UINotificationFeedbackGenerator`, `UISelectionFeedbackGenerator`
/// and `UIImpactFeedbackGenerator` behind this protocol.
@MainActor
public protocol HapticFeedback: AnyObject {
    /// Plays feedback of `kind`.
    func play(_ kind: HapticKind)
}

/// A ``HapticFeedback`` that does nothing: the live implementation on Linux and in the
/// headless host, which have no haptic hardware. Deliberately a no-op, not a missing feature.
@MainActor
public final class NoHapticFeedback: HapticFeedback {
    /// Creates a no-op haptic player.
    public init() {}

    /// Does nothing.
    public func play(_ kind: HapticKind) {}
}

/// A ``HapticFeedback`` test double that records every kind played, in order.
@MainActor
public final class RecordingHapticFeedback: HapticFeedback {
    /// The kinds played so far, oldest first.
    public private(set) var played: [HapticKind] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records `kind`.
    public func play(_ kind: HapticKind) {
        played.append(kind)
    }

    /// Forgets everything recorded.
    public func reset() {
        played.removeAll()
    }
}
