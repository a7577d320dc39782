import NanoContract
import NanoCore
import NanoDI
import NanoRouting

/// Everything wrong with a list of plugins, found at once when the app composes them.
public struct CompositionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One reason the features do not compose, naming the feature(s) and route(s) involved.
    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        /// Two plugins share an id.
        case duplicateFeatureID(String)
        /// A pattern does not parse, or two patterns would always tie.
        case route(RouteRegistrationError)
        /// A route's parent path matches no registered route.
        case unknownParent(route: String, feature: String, parent: String)
        /// Following parents from `route` comes back to it.
        case parentCycle(route: String, feature: String)
        /// A route names a guard no plugin registers.
        case unknownGuard(route: String, feature: String, guardID: GuardID)
        /// Two plugins register the same guard id.
        case duplicateGuard(GuardID)
        /// A guard's flow path matches no route, or that route requires the same guard.
        case invalidGuardFlow(guardID: GuardID, flow: String, reason: String)
        /// Dependencies the plugins require but the app did not register.
        case missingDependencies(MissingDependenciesError)
        /// `--disable-feature` names a feature that is not part of the app.
        case unknownDisabledFeature(String)
        /// Two features provide the same service type.
        case duplicateService(String, features: [String])
        /// A feature provides a service type the app registered itself.
        case serviceRegisteredTwice(String, feature: String)
        /// A feature's needs resolved to a value of the wrong type (a registration bug).
        case unresolvableDependency(feature: String, String)
        /// Features whose needs wait on each other's services (or on a service whose provider
        /// could not be resolved), so none of them can be built.
        case serviceCycle(features: [String])
        /// A tab's id is taken, or its root is not a route without parameters.
        case invalidTab(id: String, feature: String, reason: String)

        /// A one-line human message.
        public var description: String {
            switch self {
            case .duplicateFeatureID(let id): "two features use the id '\(id)'"
            case .route(let error): error.description
            case let .unknownParent(route, feature, parent):
                "route '\(route)' (\(feature)) names parent '\(parent)', which matches no route"
            case let .parentCycle(route, feature): "the parents of route '\(route)' (\(feature)) form a cycle"
            case let .unknownGuard(route, feature, guardID):
                "route '\(route)' (\(feature)) requires guard '\(guardID)', which no feature registers"
            case .duplicateGuard(let id): "two features register the guard '\(id)'"
            case let .invalidGuardFlow(guardID, flow, reason): "guard '\(guardID)' has flow '\(flow)', which \(reason)"
            case .missingDependencies(let error): error.description
            case .unknownDisabledFeature(let id): "cannot disable '\(id)': no feature has that id"
            case let .duplicateService(service, features):
                "service \(service) is provided by more than one feature (\(features.joined(separator: ", ")))"
            case let .serviceRegisteredTwice(service, feature):
                "service \(service) is provided by feature '\(feature)' and registered by the app"
            case let .unresolvableDependency(feature, reason): "feature '\(feature)' cannot be built: \(reason)"
            case .serviceCycle(let features):
                "features \(features.joined(separator: ", ")) need services that are never built (a cycle between providers)"
            case let .invalidTab(id, feature, reason): "tab '\(id)' (\(feature)) \(reason)"
            }
        }
    }

    /// Every problem found, in the order found.
    public let problems: [Problem]

    /// A header line and one `  - ` line per problem; a problem that is itself a list (the
    /// missing dependencies) has its own lines indented under it.
    public var description: String {
        let header =
            problems.count == 1
            ? "the app's features do not compose:" : "the app's features do not compose (\(problems.count) problems):"
        let lines = problems.map { "  - " + "\($0)".replacingLiterally("\n", with: "\n    ") }
        return ([header] + lines).joined(separator: "\n")
    }
}
