import NanoContract
import NanoRouting

/// Every route of a composed app with its feature, parameters, parent and guard: what the app
/// composed, as data (`nvc routes` renders it as text, JSON or Graphviz DOT; the encoding is
/// the JSON's schema).
public struct RouteTable: Sendable, Equatable, Codable {
    /// One registered route, as `nvc routes` lists it.
    public struct Route: Sendable, Equatable, Codable {
        /// The pattern as registered.
        public let pattern: String
        /// The owning feature's id.
        public let feature: String
        /// The parameters, in order.
        public let parameters: [Parameter]
        /// The parent route's pattern, if any.
        public let parent: String?
        /// The guard every link to the route must pass, if any.
        public let `guard`: String?
        /// How its screens are shown.
        public let presentation: RoutePresentation
        /// One line about the route.
        public let summary: String
        /// Whether the owning feature is enabled.
        public let enabled: Bool
    }

    /// A `:name(type)` segment of a route's pattern.
    public struct Parameter: Sendable, Equatable, Codable {
        /// The name a handler reads it by (`id` in `users/:id(int)`).
        public let name: String
        /// The type as written in patterns (`int`, `enum: a|b`, `catch-all`).
        public let type: String

        /// Creates a parameter description.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// A guard some feature provides, and the flow shown while it does not pass.
    public struct Guard: Sendable, Equatable, Codable {
        /// The id routes name in `guard:` (`signedIn`).
        public let id: String
        /// The feature that registered it.
        public let feature: String
        /// The path of the flow that satisfies it.
        public let flow: String

        /// Creates a guard description.
        public init(id: String, feature: String, flow: String) {
            self.id = id
            self.feature = feature
            self.flow = flow
        }
    }

    /// A feature that came from a plugin library rather than being built into the app.
    public struct Plugin: Sendable, Equatable, Codable {
        /// The id of the feature the library provided (`settings`).
        public let feature: String
        /// The library it was loaded from.
        public let path: String
        /// The feature's version, as the library reports it.
        public let version: String

        /// Creates a plugin description.
        public init(feature: String, path: String, version: String) {
            self.feature = feature
            self.path = path
            self.version = version
        }
    }

    /// The scheme a link must use, without `://` (`nvc`).
    public let scheme: String
    /// Every route, in registration order.
    public let routes: [Route]
    /// Every guard, sorted by id.
    public let guards: [Guard]
    /// The features loaded from plugin libraries, in load order; nil when there are none (the
    /// JSON then has no `plugins` key). The runtime that loaded them sets it.
    public var plugins: [Plugin]?
}

extension NanoApp {
    /// The app's route table.
    public var routeTable: RouteTable {
        let registered = router.routes  // built once: `Router.routes` copies every route
        let routes = declarations.enumerated().map { position, declaration in
            let pattern = registered[position].pattern
            let parameters = pattern.segments.compactMap { segment -> RouteTable.Parameter? in
                switch segment {
                case .constant: nil
                case .parameter(let name, let type): .init(name: name, type: type.description)
                case .catchAll(let name): .init(name: name, type: "catch-all")
                }
            }
            return RouteTable.Route(
                pattern: declaration.pattern, feature: declaration.feature, parameters: parameters,
                parent: parentPatterns[position]?.source, guard: declaration.guardID?.rawValue,
                presentation: declaration.presentation, summary: declaration.summary,
                enabled: !disabledFeatures.contains(declaration.feature))
        }
        let guardList = guards.all.sorted { $0.id < $1.id }.map {
            RouteTable.Guard(id: $0.id.rawValue, feature: $0.feature, flow: $0.flow)
        }
        return RouteTable(scheme: scheme, routes: routes, guards: guardList, plugins: nil)
    }
}
