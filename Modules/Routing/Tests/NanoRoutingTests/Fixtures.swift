import NanoRouting

/// The app's routes (as the features register them) plus typed and catch-all ones.
/// Each route's value is its pattern, so tests can assert which route matched.
let appRoutes: [(pattern: String, owner: String)] = [
    ("signup", "SignUp"),
    ("home", "Home"),
    ("settings", "Settings"),
    ("settings/notifications", "Settings"),
    ("settings/appearance/:mode(enum: system|light|dark)", "Settings"),
    ("settings/profile", "Settings"),
    ("settings/profile/edit", "Settings"),
    ("settings/:section/view", "Settings"),
    ("settings/about", "Settings"),
    ("users/:id(int)", "Home"),
    ("users/:id(uuid)", "Home"),
    ("users/:name", "Home"),
    ("users/:id(int)/posts/:post(int)", "Home"),
    ("files/*path", "Home"),
    ("search/:query", "Home"),
    ("price/:amount(double)", "Home"),
]

/// A router with ``appRoutes`` registered and `double` as a custom type.
func makeAppRouter() throws -> Router<String> {
    var router = Router<String>()
    try router.parameterTypes.register(Double.self, as: "double")
    for route in appRoutes {
        try router.register(route.pattern, owner: route.owner, value: route.pattern)
    }
    return router
}

/// Builds a router from patterns; each value is its pattern.
func makeRouter(_ patterns: [String]) throws -> Router<String> {
    var router = Router<String>()
    for pattern in patterns { try router.register(pattern, owner: "Test", value: pattern) }
    return router
}

/// The ``DeepLinkError`` thrown by `body`, or `nil` if it returned (or threw something else).
func deepLinkError<T>(_ body: () throws -> T) -> DeepLinkError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? DeepLinkError
    }
}

/// The pattern error thrown when parsing `pattern`, or `nil`.
func patternError(_ pattern: String, types: ParameterTypeRegistry = ParameterTypeRegistry()) -> RoutePatternError? {
    do {
        _ = try RoutePattern(parsing: pattern, types: types)
        return nil
    } catch {
        return error
    }
}
