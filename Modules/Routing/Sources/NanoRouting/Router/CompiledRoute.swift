/// What the router keeps about one registered route besides its value: the pattern, the
/// owner and where each parameter sits, so that matching stores no parameters at all.
@usableFromInline
final class CompiledRoute: Sendable {
    /// A parameter's name, segment index and type.
    struct Slot: Sendable {
        let name: String
        let index: Int
        let type: ParameterType
    }

    @usableFromInline
    let pattern: RoutePattern
    @usableFromInline
    let owner: String
    let slots: [Slot]
    /// The catch-all's name and first segment index.
    let catchAll: (name: String, from: Int)?

    init(pattern: RoutePattern, owner: String) {
        self.pattern = pattern
        self.owner = owner
        var slots: [Slot] = []
        var catchAll: (name: String, from: Int)?
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .constant: break
            case .parameter(let name, let type): slots.append(Slot(name: name, index: index, type: type))
            case .catchAll(let name): catchAll = (name, index)
            }
        }
        self.slots = slots
        self.catchAll = catchAll
    }

    /// The slot for the parameter at segment `index`.
    func slot(at index: Int) -> Slot? { slots.first { $0.index == index } }

    /// The slot named `name`.
    func slot(named name: String) -> Slot? { slots.first { $0.name == name } }
}
