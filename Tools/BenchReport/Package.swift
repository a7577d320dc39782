// swift-tools-version:6.0
import PackageDescription

/// The report side of `Tools/bench`, Nano's one benchmark entry point: it turns the rows a
/// benchmark adapter measured (`Tools/bench-suites/*.sh`) into the one result schema, evaluates
/// each row's target from the measured numbers, prints the table, keeps the results of every
/// benchmark in `docs/benchmarks.json` and renders the tables of docs/performance.md from that
/// file (or checks that they match it). It also reads ordo-one/benchmark's JMH export for the
/// in-process benchmarks in `Tools/Benchmarks`.
///
/// No dependencies, so it builds in seconds: `Tools/test` runs its tests, and its `docs` step
/// runs `Tools/bench --check-docs`.
let package = Package(
    name: "BenchReport",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BenchReport", targets: ["BenchReport"]),
        .executable(name: "bench-report", targets: ["bench-report"]),
    ],
    targets: [
        .target(name: "BenchReport"),
        .executableTarget(name: "bench-report", dependencies: ["BenchReport"]),
        .testTarget(name: "BenchReportTests", dependencies: ["BenchReport"]),
    ],
    swiftLanguageModes: [.v6]
)
