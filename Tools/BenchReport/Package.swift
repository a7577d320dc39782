// swift-tools-version:6.0
import PackageDescription

/// The report side of `Tools/bench`, Nano's one benchmark entry point: the one result schema
/// the rows a benchmark adapter measured (`Tools/bench-suites/*.sh`, written by `bench_row`)
/// become, each row's target evaluated from the measured numbers, the table printed for a run,
/// `docs/benchmarks.json` (the results of every benchmark) read and written, and the tables of
/// docs/performance.md rendered from that file (or checked against it). It also reads
/// ordo-one/benchmark's JMH export for the in-process benchmarks in `Tools/Benchmarks`.
///
/// A library without dependencies: the driver that calls it is `nano-tools bench`
/// (Tools/NanoTools, which depends on this package by path), and `Tools/test` runs its tests.
let package = Package(
    name: "BenchReport",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BenchReport", targets: ["BenchReport"])
    ],
    targets: [
        .target(name: "BenchReport"),
        .testTarget(name: "BenchReportTests", dependencies: ["BenchReport"]),
    ],
    swiftLanguageModes: [.v6]
)
