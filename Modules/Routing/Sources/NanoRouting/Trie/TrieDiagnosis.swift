extension TrieSearch {
    /// After ``find()`` failed: the first route (same order) that would match if failing
    /// typed parameters were accepted, with the first parameter that failed.
    func diagnose() -> (Int32, ParameterFailure)? {
        diagnose(start, 0, nil)
    }

    private func diagnose(_ node: SearchNode, _ depth: Int, _ failure: ParameterFailure?) -> (Int32, ParameterFailure)?
    {
        if depth == keys.count {
            guard let failure, node.slot.terminal >= 0 else { return nil }
            return (node.slot.terminal, failure)
        }
        if node.slot.flags & NodeFlags.constants != 0, let child = constantChild(node, depth),
            let found = diagnose(child, depth + 1, failure)
        {
            return found
        }
        let typed = firstTyped(below: node.slot, depth) { tag, accepted in
            taggedChild(node, tag).flatMap {
                diagnose($0, depth + 1, accepted ? failure : failure ?? ParameterFailure(depth: depth))
            }
        }
        if let typed { return typed }
        if node.slot.flags & NodeFlags.string != 0, let child = taggedChild(node, EdgeTag.string),
            let found = diagnose(child, depth + 1, failure)
        {
            return found
        }
        guard let failure, node.slot.flags & NodeFlags.catchAll != 0,
            let child = taggedChild(node, EdgeTag.catchAll)
        else { return nil }
        return (child.slot.terminal, failure)
    }
}
