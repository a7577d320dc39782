/// The column a scene takes in a split (seed 003's sidebar │ list │ detail; UIKit's
/// `UISplitViewController` primary, supplementary and secondary columns).
public enum SplitColumn: String, Codable, Sendable, Equatable, Comparable, CaseIterable {
    /// The leftmost column: categories, say.
    case sidebar
    /// The middle column: the items of what the sidebar selected.
    case list
    /// The rightmost column: one item, and whatever the person opens from it.
    case detail

    /// Left to right: sidebar, list, detail.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A scene that belongs in a split's column. A coordinator pushes the scenes of a split on one
/// navigation stack, in column order (sidebar, then list, then detail); a host wide enough shows
/// them side by side, a narrow one as that stack — the same coordinator, links and tests, only
/// the presentation differs:
///
/// ```swift
/// final class CategoriesScene: NanoViewController<CategoriesView>, SplitColumnScene {
///     static let splitColumn = SplitColumn.sidebar
/// }
/// ```
@MainActor
public protocol SplitColumnScene: SceneHosting {
    /// The column this kind of scene takes.
    static var splitColumn: SplitColumn { get }
}

/// How a host presents the stack on screen: as a stack (one screen, the top one) or as the
/// columns of a split. Computed from the stack's scenes and the host's width alone, so every
/// host, at every width, shows the same navigation state.
@MainActor
public struct SplitLayout {
    /// One column shown side by side with the others.
    public struct Pane {
        /// The column it stands for.
        public let column: SplitColumn
        /// The scene it shows: the topmost scene of that column at or below the top of the stack.
        public let scene: any SceneHosting
        /// Whether it is the stack's top scene, the one back and the keyboard act on.
        public let isTop: Bool
    }

    /// The text host's threshold: at this many terminal columns or more a split shows side by side.
    public static let textColumnsThreshold = 120
    /// The web host's threshold in CSS pixels (its style sheet's media query).
    public static let webPixelsThreshold = 900

    /// The panes side by side, left to right; empty when the host shows a stack (too narrow,
    /// or the top of the stack is not part of a split).
    public let panes: [Pane]

    /// The presentation of `scenes` (a stack, bottom first) on a host `width` wide, which shows
    /// a split from `threshold` up. The split is the run of ``SplitColumnScene``s at the top of
    /// the stack whose columns never go leftwards (sidebar ≤ list ≤ detail, read bottom up);
    /// each column shows its topmost scene of that run, and a run of one column is no split.
    public init(scenes: [any SceneHosting], width: Int, threshold: Int) {
        guard width >= threshold else {
            panes = []
            return
        }
        panes = Self.panes(of: scenes)
    }

    /// Whether the host shows columns (otherwise the top scene alone, as a stack).
    public var isSplit: Bool { !panes.isEmpty }

    /// The panes `scenes` would show side by side at any width wide enough (what the web host
    /// renders, leaving the width to its style sheet).
    public static func panes(of scenes: [any SceneHosting]) -> [Pane] {
        var run: [(column: SplitColumn, scene: any SceneHosting)] = []
        for scene in scenes.reversed() {
            guard let column = (type(of: scene) as? any SplitColumnScene.Type)?.splitColumn else { break }
            if let above = run.last?.column, column > above { break }
            run.append((column, scene))
        }
        var panes: [Pane] = []
        for column in SplitColumn.allCases {
            guard let topmost = run.first(where: { $0.column == column }) else { continue }
            panes.append(Pane(column: column, scene: topmost.scene, isTop: topmost.scene === scenes.last))
        }
        return panes.count > 1 ? panes : []
    }
}
