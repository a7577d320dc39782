import Foundation
import Logging
import NanoRouting
import RoutingKit

/// One of the router benchmark's five measured ways to look up links (`Tools/bench router`).
public enum RouterWorkload: String, CaseIterable, Sendable {
    /// NanoRouting matches pre-split segments.
    case nanoResolve = "nano-resolve"
    /// NanoRouting matches pre-split segments and reads every parameter as a string.
    case nanoResolveParameters = "nano-resolve-params"
    /// RoutingKit's `TrieRouter` matches the same segments (it always collects parameters).
    case kitResolve = "kit-resolve"
    /// NanoRouting parses and resolves the full link string.
    case nanoLink = "nano-link"
    /// RoutingKit gets the same link split on `/` by a minimal splitter, then matches it.
    case kitLink = "kit-link"
}

/// Both routers holding the same generated route set (``RouteSet``), and the same 4,096
/// lookups over it, checked to agree before anything is measured.
public final class RouterFixture: @unchecked Sendable {
    /// The route counts the benchmark measures.
    public static let routeCounts = [10, 1_000, 10_000, 100_000]
    /// Lookups generated per route set; a pass walks them in order, wrapping around.
    public static let lookupCount = 4_096

    /// Routes registered in each router.
    public let routeCount: Int
    /// Lookups on which the two routers (or NanoRouting's two entry points, or the generator's
    /// expectation) disagree; the benchmark refuses to measure unless it is 0.
    public let mismatches: Int

    private let nano: NanoRouting.Router<Int>
    private let kit: TrieRouter<Int>
    private let logger = Logger(label: "bench")
    private let lookups: [Lookup]

    /// Builds both routers with `routeCount` generated routes and checks every lookup.
    public init(routeCount: Int) {
        self.routeCount = routeCount
        let routes = RouteSet.routes(count: routeCount)
        lookups = RouteSet.lookups(routeCount: routeCount, count: Self.lookupCount)
        var builder = NanoRouting.Router<Int>()
        let kit = TrieRouter(Int.self)
        var failures = 0
        for (index, route) in routes.enumerated() {
            do {
                try builder.register(route.nano, owner: "bench", value: index)
            } catch {
                failures += 1
            }
            kit.register(index, at: route.routingKit.map { PathComponent(stringLiteral: $0) })
        }
        // Held in a `let`, as an app holds its composed router.
        nano = builder
        self.kit = kit
        for lookup in lookups {
            var parameters = Parameters(logger)
            let expected = kit.route(path: lookup.segments, parameters: &parameters)
            let viaPath = try? nano.match(path: lookup.segments)
            let viaLink = try? nano.resolve(link: lookup.link, scheme: "nvc")
            if (expected != nil) != lookup.hit || viaPath?.value != expected || viaLink?.value != expected {
                failures += 1
            }
        }
        mismatches = failures
    }

    /// Runs `workload` over `count` lookups starting at lookup `start` (wrapping around) and
    /// returns a checksum of what it found, so the optimizer cannot drop the work.
    public func run(_ workload: RouterWorkload, from start: Int, count: Int) -> Int {
        var sum = 0
        // One loop per workload (not a switch per lookup), as each was measured alone before.
        switch workload {
        case .nanoResolve:
            forEachLookup(from: start, count: count) { lookup in
                if let route = try? nano.match(path: lookup.segments) { sum &+= route.value }
            }
        case .nanoResolveParameters:
            forEachLookup(from: start, count: count) { lookup in
                guard let route = try? nano.match(path: lookup.segments) else { return }
                sum &+= route.value
                let parameters = route.parameters
                for name in parameters.names { sum &+= parameters.string(name)?.utf8.count ?? 0 }
            }
        case .kitResolve:
            forEachLookup(from: start, count: count) { lookup in
                var parameters = Parameters(logger)
                if let value = kit.route(path: lookup.segments, parameters: &parameters) {
                    sum &+= value &+ parameters.allNames.count
                }
            }
        case .nanoLink:
            forEachLookup(from: start, count: count) { lookup in
                if let route = try? nano.resolve(link: lookup.link, scheme: "nvc") { sum &+= route.value }
            }
        case .kitLink:
            forEachLookup(from: start, count: count) { lookup in
                var parameters = Parameters(logger)
                if let value = kit.route(path: Self.splitLink(lookup.link), parameters: &parameters) {
                    sum &+= value &+ parameters.allNames.count
                }
            }
        }
        return sum
    }

    /// Calls `body` with `count` lookups in order from `start`, wrapping around the list.
    @inline(__always)
    private func forEachLookup(from start: Int, count: Int, _ body: (Lookup) -> Void) {
        var index = start % lookups.count
        for _ in 0..<count {
            body(lookups[index])
            index += 1
            if index == lookups.count { index = 0 }
        }
    }

    /// A minimal link splitter for RoutingKit (which has no link parser): drop `scheme://`, cut
    /// at `?`/`#`, split on `/`. No validation or decoding (RoutingKit decodes parameter values).
    static func splitLink(_ link: String) -> [String] {
        var rest = Substring(link)
        if let range = rest.range(of: "://") { rest = rest[range.upperBound...] }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        return rest.split(separator: "/").map(String.init)
    }
}

/// The fixtures of one benchmark process, built once per route count: ordo-one calls a
/// benchmark's closure once per iteration, and building 100,000 routes takes a while.
public enum RouterFixtures {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: [Int: RouterFixture] = [:]

    /// The fixture for `routeCount` routes, built on first use.
    public static func fixture(routeCount: Int) -> RouterFixture {
        lock.lock()
        defer { lock.unlock() }
        if let fixture = built[routeCount] { return fixture }
        let fixture = RouterFixture(routeCount: routeCount)
        built[routeCount] = fixture
        return fixture
    }
}
