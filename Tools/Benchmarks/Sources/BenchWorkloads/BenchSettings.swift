import Foundation

/// Settings shared by the benchmark targets.
public enum BenchSettings {
    /// `true` when `Tools/bench --quick` runs the benchmarks (`NANO_BENCH_QUICK=1`): a smoke run
    /// with few iterations, not a measurement.
    public static var quick: Bool { ProcessInfo.processInfo.environment["NANO_BENCH_QUICK"] == "1" }
}
