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
        _ = try table.add(parsed, owner: owner, types: parameterTypes)
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
}
