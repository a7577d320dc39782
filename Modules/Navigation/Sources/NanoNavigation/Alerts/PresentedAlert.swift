import NanoUI

/// An alert on screen: what it says (``description``, what hosts draw and `--json` prints) and
/// the way to choose one of its actions. A coordinator's `showAlert` makes one and presents it
/// on the topmost stack, where it blocks the screen under it until an action is chosen (see
/// ``NavigationStack/chooseAlertAction(_:)``).
@MainActor
public final class PresentedAlert {
    /// Title, message, style and actions (ids made unique: a repeated one gets `-2`, `-3`).
    public let description: AlertDescription
    private var onChoose: ((Int) -> Void)?

    /// An alert saying `description` whose action at an index is handled by `onChoose`.
    init(description: AlertDescription, onChoose: @escaping (Int) -> Void) {
        var seen: [String: Int] = [:]
        var unique = description
        for index in unique.actions.indices {
            let id = unique.actions[index].id
            seen[id, default: 0] += 1
            if let count = seen[id], count > 1 { unique.actions[index].id = "\(id)-\(count)" }
        }
        self.description = unique
        self.onChoose = onChoose
    }

    /// Whether an action was chosen, or the alert was taken away without one.
    public var isFinished: Bool { onChoose == nil }

    /// Delivers the action at `index` (once; later calls do nothing).
    func choose(_ index: Int) {
        guard let onChoose else { return }
        self.onChoose = nil
        onChoose(index)
    }

    /// The alert left the screen without a choice (its stack changed under it): its handler
    /// is released and never called.
    func abandon() { onChoose = nil }
}
