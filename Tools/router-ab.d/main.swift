// router-ab's driver (Tools/router-ab builds it once per NanoRouting version): resolves the
// router benchmark's 4,096 lookups (RouteSet, shared with Tools/Benchmarks) against a
// Router<Int> of each route count in turn, PASSES passes per count, and prints the p10 and p50
// nanoseconds per lookup over the passes: `10 p10 84.7 p50 86.0 100000 p10 146.6 p50 150.2`.
//
//   router-ab [PASSES] [COUNTS]    default: 300 passes, counts 10,100000
//
// Exit status: 0 done, 1 a lookup did not resolve as the generator expects, 64 usage.

import NanoRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Nanoseconds in `duration`.
func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// `value` with one decimal, as text.
func tenths(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 2, let passes = Int(arguments.first ?? "300"), passes > 0,
    case let counts = (arguments.dropFirst().first ?? "10,100000").split(separator: ",").compactMap({ Int($0) }),
    !counts.isEmpty, counts.allSatisfy({ $0 > 0 })
else {
    print("usage: router-ab [PASSES] [COUNTS]")
    exit(64)
}

var line: [String] = []
var checksum = 0
for count in counts {
    let lookups = RouteSet.lookups(routeCount: count, count: 4_096)
    var builder = Router<Int>()
    for (index, route) in RouteSet.routes(count: count).enumerated() {
        try builder.register(route.nano, owner: "router-ab", value: index)
    }
    let router = builder
    let wrong = lookups.filter { ((try? router.match(path: $0.segments)) != nil) != $0.hit }.count
    guard wrong == 0 else {
        print("router-ab: \(wrong) lookups at \(count) routes do not resolve as generated")
        exit(1)
    }
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<passes {
        let start = clock.now
        for lookup in lookups {
            if let route = try? router.match(path: lookup.segments) { checksum &+= route.value }
        }
        times.append(nanoseconds(start.duration(to: clock.now)) / Double(lookups.count))
    }
    times.sort()
    line.append("\(count) p10 \(tenths(times[times.count / 10])) p50 \(tenths(times[times.count / 2]))")
}
print(line.joined(separator: " "), checksum == 42 ? "" : "")
