import NanoUI

// What a person can do on a screen: the candidate actions FlowExplorer draws a step from.
extension FlowExplorer {
    /// The actions a person can take on `scene`'s visible, enabled controls, each taking a
    /// variant number (which text, which row).
    static func candidates(on scene: (any SceneHosting)?) -> [(Int) -> Action] {
        guard let scene else { return [] }
        var candidates: [(Int) -> Action] = []
        for control in scene.allControls where !control.isHidden && control.state["enabled"] != .bool(false) {
            let id = control.id
            switch control.kind {
            case .textField: candidates.append { .type(id: id, text: texts[$0 % texts.count]) }
            case .button, .barButton: candidates.append { _ in .tap(id: id) }
            case .toggle: candidates.append { _ in .toggle(id: id) }
            case .list:
                let rows = rowCount(control.state)
                if rows > 0 { candidates.append { .select(id: id, row: $0 % rows) } }
                candidates.append { _ in .refresh(id: id) }
            case .label, .activityIndicator: break
            }
        }
        return candidates
    }

    /// The number of rows across a list's sections.
    private static func rowCount(_ state: ControlState) -> Int {
        guard case .array(let sections)? = state["sections"] else { return 0 }
        return sections.reduce(0) { count, section in
            guard case .object(let properties) = section,
                case .array(let rows)? = properties.first(where: { $0.name == "rows" })?.value
            else { return count }
            return count + rows.count
        }
    }
}
