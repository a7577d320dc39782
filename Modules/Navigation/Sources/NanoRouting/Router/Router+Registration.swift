extension Router {
    /// Parses `pattern` and registers `value` under it.
    ///
    /// On error nothing is registered.
    /// - Parameters:
    ///   - pattern: The route pattern, e.g. `users/:id(int)`.
    ///   - owner: The registering feature's identifier, named in errors.
    ///   - value: What matching returns for this route.
    /// - Throws: ``RouteRegistrationError/invalidPattern(_:owner:)`` for a syntax error, or
    ///   ``RouteRegistrationError/ambiguous(pattern:owner:existingPattern:existingOwner:)`` when a
    ///   route of the same shape exists.
    public mutating func register(_ pattern: String, owner: String, value: Value) throws(RouteRegistrationError) {
        let parsed: RoutePattern
        do {
            parsed = try RoutePattern(parsing: pattern, types: parameterTypes)
        } catch {
            throw .invalidPattern(error, owner: owner)
        }
        let shape = try shape(of: parsed, owner: owner)
        if let existing = trie.existingRoute(for: shape) {
            let other = entries[Int(existing)]
            throw .ambiguous(pattern: pattern, owner: owner, existingPattern: other.pattern.source,
                             existingOwner: other.owner)
        }
        trie.insert(shape, route: Int32(entries.count))
        entries.append(RouteEntry(pattern: parsed, owner: owner))
        values.append(value)
    }

    /// Registers every definition that is valid and reports all the others at once.
    ///
    /// - Throws: ``RouteRegistrationErrors`` listing every failed definition in order; the
    ///   valid ones are registered regardless.
    public mutating func register(
        contentsOf definitions: some Sequence<RouteDefinition<Value>>
    ) throws(RouteRegistrationErrors) {
        var errors: [RouteRegistrationError] = []
        for definition in definitions {
            do {
                try register(definition.pattern, owner: definition.owner, value: definition.value)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw RouteRegistrationErrors(errors) }
    }

    private func shape(of pattern: RoutePattern, owner: String) throws(RouteRegistrationError) -> [ShapeStep] {
        var steps: [ShapeStep] = []
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .constant(let value):
                steps.append(.constant(Array(value.utf8)))
            case .parameter(_, .string):
                steps.append(.string)
            case .parameter(_, let type):
                guard let check = TypeCheck(type, registry: parameterTypes) else {
                    let error = RoutePatternError(pattern: pattern.source, offset: 0, segmentIndex: index,
                                                  reason: .unknownType(type.description))
                    throw .invalidPattern(error, owner: owner)
                }
                steps.append(.typed(check))
            case .catchAll:
                steps.append(.catchAll)
            }
        }
        return steps
    }
}
