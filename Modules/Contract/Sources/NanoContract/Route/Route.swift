import NanoRouting

/// A route declared once: its pattern, and the typed `Parameters` a link to it carries. The
/// same value registers the route (`feature.route(SettingsRoutes.appearanceMode, ...)` on a
/// ``FeatureRegistrar``), hands its handler the parameters already converted, and builds its links, so a pattern is
/// never spelled twice:
///
/// ```swift
/// static let appearance = Route("settings/appearance")                       // Route<Void>
/// static let mode = appearance.appending(.enumeration("mode", Appearance.self))  // Route<Appearance>
/// mode.pattern      // "settings/appearance/:mode(enum: system|light|dark)"
/// mode.link(.dark)  // "settings/appearance/dark"
/// ```
///
/// Routes other features open (`home`, `signup`) are declared in the interface package they
/// share, as guard ids are (`Route.home` in SessionInterface).
public struct Route<Parameters>: Sendable, CustomStringConvertible {
    /// The pattern as the router reads it (`rewards/card/:status(enum: active|blocked)`).
    public let pattern: String
    /// Reads the typed parameters from a matched route's raw ones; `nil` when one does not read.
    let read: @Sendable (RouteParameters) -> Parameters?
    /// Writes the link's path for the given parameters, values percent-encoded.
    let write: @Sendable (Parameters) -> String

    /// The pattern, as `nvc routes` lists it.
    public var description: String { pattern }

    /// The link's path for `parameters` (`settings/appearance/dark`): what
    /// ``LinkOpener/open(_:)`` and a coordinator's recorded link take. Each value is
    /// percent-encoded as one path segment.
    public func link(_ parameters: Parameters) -> String { write(parameters) }

    /// The typed parameters of a matched route, or `nil` when one does not read as its type
    /// (the router checks types while matching, so a matched route always reads).
    public func parameters(from raw: RouteParameters) -> Parameters? { read(raw) }
}

extension Route where Parameters == Void {
    /// A route without parameters at `path` (`settings/profile`): its pattern and its link.
    public init(_ path: String) {
        pattern = path
        read = { _ in () }
        write = { _ in path }
    }

    /// The route's link: its path (`settings/profile`).
    public var link: String { pattern }

    /// This route followed by one typed parameter segment: `settings/appearance` with
    /// `.enumeration("mode", Appearance.self)` is `settings/appearance/:mode(enum: system|light|dark)`,
    /// whose handler receives an `Appearance` and whose ``Route/link(_:)`` takes one.
    public func appending<Value>(_ parameter: RouteParameter<Value>) -> Route<Value> {
        let path = pattern
        let name = parameter.name
        return Route<Value>(
            pattern: path + "/" + parameter.segment,
            read: { raw in raw.string(name).flatMap(parameter.read) },
            write: { value in path + "/" + DeepLink.encodedSegment(parameter.write(value)) })
    }
}
