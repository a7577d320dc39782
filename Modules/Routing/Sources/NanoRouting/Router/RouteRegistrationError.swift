/// Why a route could not be registered.
public enum RouteRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern does not parse; `owner` is the feature that registered it.
    case invalidPattern(RoutePatternError, owner: String)
    /// The pattern has the same shape as one already registered (same constants, same
    /// parameter types at the same positions, names ignored), so the two would always tie.
    case ambiguous(pattern: String, owner: String, existingPattern: String, existingOwner: String)

    /// A one-line message naming the pattern(s) and owner(s).
    public var description: String {
        switch self {
        case .invalidPattern(let error, let owner):
            "\(error) [owner: \(owner)]"
        case .ambiguous(let pattern, let owner, let existing, let existingOwner):
            "ambiguous route '\(pattern)' [owner: \(owner)] always ties with '\(existing)' [owner: \(existingOwner)]"
        }
    }
}

/// Every problem found while registering a batch of routes, in registration order.
public struct RouteRegistrationErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The individual errors; never empty when thrown.
    public let errors: [RouteRegistrationError]

    /// The errors of one registration batch, in the order they were found.
    public init(_ errors: [RouteRegistrationError]) { self.errors = errors }

    /// A header line counting the errors, then one `  - ` line per error.
    public var description: String {
        let header = errors.count == 1 ? "1 route registration error:" : "\(errors.count) route registration errors:"
        return ([header] + errors.map { "  - \($0)" }).joined(separator: "\n")
    }
}
