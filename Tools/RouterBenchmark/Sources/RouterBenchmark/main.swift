import Logging
import NanoRouting
import RoutingKit

// NanoRouting vs RoutingKit 4.9.3: same routes, same lookups, same process.
//
//   swift run -c release --package-path Tools/RouterBenchmark [route counts...]
//   RouterBenchmark --passes N WORKLOAD COUNT   run one workload N times (for callgrind)
//
// WORKLOAD is one of nano-resolve, nano-resolve-params, kit-resolve, nano-link, kit-link.

var arguments = Array(CommandLine.arguments.dropFirst())
var single: (passes: Int, workload: String)?
if arguments.first == "--passes", arguments.count >= 3, let passes = Int(arguments[1]) {
    single = (passes, arguments[2])
    arguments.removeFirst(3)
}
let requested = arguments.compactMap { Int($0) }
let sizes = requested.isEmpty ? [10, 1_000, 10_000, 100_000] : requested
let lookupCount = 4096
let logger = Logger(label: "bench")

func format(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }
func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

if single == nil {
    print(
        "| routes | resolve: Nano ns | Nano + params ns | RoutingKit ns | RK / Nano | parse+resolve: Nano ns | RoutingKit ns | RK / Nano |"
    )
    print(
        "|-------:|-----------------:|-----------------:|--------------:|----------:|-----------------------:|-------------:|----------:|"
    )
}
var first: [Double]?
for size in sizes {
    let routes = RouteSet.routes(count: size)
    let lookups = RouteSet.lookups(routeCount: size, count: lookupCount)
    var builder = NanoRouting.Router<Int>()
    let kit = TrieRouter(Int.self)
    for (index, route) in routes.enumerated() {
        do {
            try builder.register(route.nano, owner: "bench", value: index)
        } catch {
            print("registration failed: \(error)")
        }
        kit.register(index, at: route.routingKit.map { PathComponent(stringLiteral: $0) })
    }
    // Held in a `let`, as an app holds its composed router.
    let nano = builder

    // Both routers must agree with each other and with the generator on every lookup.
    var mismatches = 0
    for lookup in lookups {
        var parameters = Parameters(logger)
        let expected = kit.route(path: lookup.segments, parameters: &parameters)
        let viaPath = try? nano.match(path: lookup.segments)
        let viaLink = try? nano.resolve(link: lookup.link, scheme: "nvc")
        if (expected != nil) != lookup.hit || viaPath?.value != expected || viaLink?.value != expected {
            mismatches += 1
        }
    }
    if mismatches > 0 { print("WARNING: \(mismatches) lookups disagree at \(size) routes") }

    let workloads = makeWorkloads(nano: nano, kit: kit, logger: logger, lookups: lookups)
    if let single {
        guard let workload = workloads.first(where: { $0.name == single.workload }) else {
            print("unknown workload \(single.workload)")
            break
        }
        for _ in 0..<single.passes { blackhole(workload.pass()) }
        continue
    }
    let ns = measure(workloads, lookups: lookups.count)
    first = first ?? ns
    print(
        "| "
            + [
                pad("\(size)", 6), pad(format(ns[0]), 16), pad(format(ns[1]), 16), pad(format(ns[2]), 13),
                pad(format(ns[2] / ns[0]) + "×", 9), pad(format(ns[3]), 22), pad(format(ns[4]), 12),
                pad(format(ns[4] / ns[3]) + "×", 9),
            ].joined(separator: " | ") + " |")
}
if let first, single == nil {
    print("\(lookupCount) lookups per pass, median of 9 interleaved rounds; checksum \(blackholeSink & 0xFFFF).")
    print("Nano at \(sizes[0]) routes: resolve \(format(first[0])) ns, parse+resolve \(format(first[3])) ns.")
}
