/// What a handler of a route with parameters does: like ``RouteHandler``, given the route's
/// parameters already converted to their types (`Appearance.dark` for `settings/appearance/dark`).
public typealias TypedRouteHandler<Dependencies, Parameters> =
    @MainActor (RouteContext<Dependencies>, Parameters) throws(RouteError) -> RouteStart

extension FeatureRegistrar {
    /// Registers `route`, a route without parameters.
    /// - Parameters:
    ///   - route: the route, declared once (`Route.home`, `SettingsRoutes.profile`).
    ///   - parent: the route beneath it when a link builds a whole stack; `nil` for a root. It
    ///     may belong to another feature (declared in an interface package): a link builds the
    ///     parent's screens first.
    ///   - guardID: a guard every link to this route must pass (`.signedIn`).
    ///   - presentation: how the route's screens are shown when its handler starts a flow.
    ///   - summary: one line for `nvc routes`.
    ///   - handler: starts or continues the feature's flow through the context.
    public mutating func route(
        _ route: Route<Void>,
        parent: Route<Void>? = nil,
        guard guardID: GuardID? = nil,
        presentation: RoutePresentation = .push,
        summary: String = "",
        handler: @escaping RouteHandler<Dependencies>
    ) {
        self.route(
            route.pattern, parent: parent?.pattern, guard: guardID, presentation: presentation, summary: summary,
            handler: handler)
    }

    /// Registers `route`, a route with typed parameters; its handler receives them converted.
    /// A link whose parameters do not read as their types never reaches the handler: the
    /// router checks each typed segment while matching.
    /// - Parameters: as for the route without parameters; `handler` also receives the
    ///   parameters.
    public mutating func route<Parameters>(
        _ route: Route<Parameters>,
        parent: Route<Void>? = nil,
        guard guardID: GuardID? = nil,
        presentation: RoutePresentation = .push,
        summary: String = "",
        handler: @escaping TypedRouteHandler<Dependencies, Parameters>
    ) {
        self.route(
            route.pattern, parent: parent?.pattern, guard: guardID, presentation: presentation, summary: summary
        ) { context throws(RouteError) in
            guard let parameters = route.parameters(from: context.parameters) else {
                throw .rejected("its parameters do not read as \(route.pattern) declares")
            }
            return try handler(context, parameters)
        }
    }

    /// Provides a guard whose flow is the route `flow` (sign-up's `Route.signUp` for
    /// `.signedIn`), as the string form does: a link opened while the guard fails shows that
    /// flow and stays pending until it completes.
    public mutating func provideGuard(
        _ id: GuardID,
        flow: Route<Void>,
        isSatisfied: @escaping @MainActor (Dependencies) -> Bool
    ) {
        provideGuard(id, flow: flow.pattern, isSatisfied: isSatisfied)
    }
}
