/// Why ``DependencyContainer/resolve(_:)`` failed.
public enum DependencyError: Error, Equatable, CustomStringConvertible {
    /// Nothing is registered for the type.
    case notRegistered(DependencyRequirement)
    /// The registered value is not of the requested type (a factory bug).
    case typeMismatch(expected: DependencyRequirement, actual: String)

    /// A lowercase fragment without a period, so it reads inside the composition error that
    /// quotes it (`feature 'home' cannot be built: no dependency registered for ...`).
    public var description: String {
        switch self {
        case let .notRegistered(requirement):
            return "no dependency registered for \(requirement.name)"
        case let .typeMismatch(expected, actual):
            return "the dependency registered for \(expected.name) has type \(actual)"
        }
    }
}

/// Composition failed: every missing dependency of every feature, in one error.
public struct MissingDependenciesError: Error, Equatable, CustomStringConvertible {
    /// Each feature with at least one missing dependency, in the order validated, listing
    /// only the missing ones (without duplicates, in declaration order).
    public let missing: [FeatureRequirements]

    /// Creates the error for `missing`.
    public init(missing: [FeatureRequirements]) {
        self.missing = missing
    }

    /// The total number of missing dependencies, counted per feature.
    public var missingCount: Int {
        missing.reduce(0) { $0 + $1.requires.count }
    }

    /// A header line and one `  - ` line per feature, e.g.
    /// ```
    /// 2 features are missing 3 dependencies:
    ///   - feature 'SignUp' needs NanoClock, KeyValueStore
    ///   - feature 'Home' needs UrlOpener
    /// ```
    public var description: String {
        let features = missing.count == 1 ? "1 feature is" : "\(missing.count) features are"
        let count = missingCount
        let dependencies = count == 1 ? "1 dependency" : "\(count) dependencies"
        let lines = missing.map { entry in
            "  - feature '\(entry.feature)' needs " + entry.requires.map(\.displayName).joined(separator: ", ")
        }
        return (["\(features) missing \(dependencies):"] + lines).joined(separator: "\n")
    }
}
