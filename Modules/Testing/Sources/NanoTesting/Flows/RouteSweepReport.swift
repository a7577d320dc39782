/// What a ``RouteSweep`` found: per route, how many sample links it opened and why the others
/// were refused; and every broken promise.
public struct RouteSweepReport: Sendable, CustomStringConvertible {
    /// One registered route's results.
    public struct Route: Sendable {
        /// Its pattern.
        public let pattern: String
        /// The feature that registered it.
        public let feature: String
        /// How many sample links it was tried with.
        public internal(set) var links = 0
        /// How many opens (links × sessions) were tried.
        public internal(set) var opens = 0
        /// How many opens showed the route's own screen.
        public internal(set) var shown = 0
        /// Why the other opens showed something else: a typed error, or `deferred` by a guard.
        public internal(set) var refusals: [String] = []

        init(pattern: String, feature: String) {
            self.pattern = pattern
            self.feature = feature
        }
    }

    /// Every enabled route, in registration order.
    public let routes: [Route]
    /// Every broken promise, one line each naming the route, the link and the session.
    public let failures: [String]

    /// The routes no sample showed (refused by every sample or given no sample).
    public var unopened: [Route] { routes.filter { $0.shown == 0 } }

    /// One line with the coverage: `route sweep: 10 of 10 routes opened (100 %), 11 links, 22
    /// opens signed in and out, 0 failures`, then a line per route no sample opened.
    public var summary: String {
        let opened = routes.count - unopened.count
        let percent = routes.isEmpty ? 0 : opened * 100 / routes.count
        let line =
            "route sweep: \(opened) of \(routes.count) routes opened (\(percent) %), "
            + "\(routes.map(\.links).reduce(0, +)) links, \(routes.map(\.opens).reduce(0, +)) opens signed in and out, "
            + "\(failures.count) failures"
        return ([line] + unopened.map { "not opened: \($0.pattern) (\($0.refusals.first ?? "no sample"))" })
            .joined(separator: "\n")
    }

    /// The summary, then every failure.
    public var description: String { ([summary] + failures).joined(separator: "\n") }
}
