import BenchWorkloads
import Benchmark

// NanoRouting against vapor/routing-kit 4.9.3's TrieRouter in the same process: the same
// generated routes (constants, typed int parameters, string parameters, catch-alls) at 10 to
// 100,000 routes, the same 4,096 lookups of 1-6 segments (hits of every shape and misses).
// One scaled iteration is one lookup; a sample is 1,000 of them, continuing through the list
// where the previous sample stopped. `Tools/bench router` reads the p50 of each benchmark.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .kilo,
        maxDuration: BenchSettings.quick ? .milliseconds(200) : .seconds(2),
        maxIterations: BenchSettings.quick ? 20 : 5_000
    )

    for routeCount in RouterFixture.routeCounts {
        for workload in RouterWorkload.allCases {
            Benchmark("\(workload.rawValue) \(routeCount)") { benchmark in
                let fixture = RouterFixtures.fixture(routeCount: routeCount)
                guard fixture.mismatches == 0 else {
                    benchmark.error("\(fixture.mismatches) lookups disagree at \(routeCount) routes")
                    return
                }
                let start = benchmark.currentIteration * benchmark.scaledIterations.count
                benchmark.startMeasurement()
                blackHole(fixture.run(workload, from: start, count: benchmark.scaledIterations.count))
                benchmark.stopMeasurement()
            }
        }
    }
}
