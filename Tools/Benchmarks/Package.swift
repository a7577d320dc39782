// swift-tools-version:6.1
import PackageDescription

/// Nano's in-process benchmarks, on ordo-one/benchmark. Run them through the one entry point,
/// `Tools/bench reactive`, `Tools/bench push-pop`, `Tools/bench router` (which read ordo-one's
/// JMH export and print the ratio to the baseline of the same run), or directly with
/// `swift package --package-path Tools/Benchmarks benchmark --target RouterLookup`.
///
/// - `ReactivePipeline`: the sign-up form's pipeline against the same logic in closures.
/// - `NavigationPushPop`: push+pop of a real scene against creating and releasing it.
/// - `RouterLookup`: NanoRouting against vapor/routing-kit's `TrieRouter`.
/// - `catalog-bench`: a plain executable (no ordo-one: it awaits real requests) timing the
///   catalogue's first page against a bare request, and counting what outlives 1,000 paged rows.
/// - `BenchWorkloads`: the measured code of the three, shared with `bench-profile`, a plain
///   executable that runs one workload for a profiler (`valgrind --tool=callgrind`).
///
/// ordo-one/benchmark is declared with only the `MallocInterposer` trait, as this machine
/// kind requires (see docs/performance.md).

/// An ordo-one benchmark target: an executable in `Benchmarks/<name>` that ordo-one's plugin
/// builds and runs (`swift package benchmark --target <name>`).
func benchmarkTarget(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")] + dependencies,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "NanoBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(
            url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
            traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Routing"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/Composition"),
        .package(path: "../../Modules/ApiSession"),
        .package(path: "../../Modules/HTTP"),
        .package(path: "../../Interfaces/Swapi"),
        .package(path: "../../Features/Catalog"),
    ],
    targets: [
        .target(
            name: "BenchWorkloads",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        benchmarkTarget(
            "ReactivePipeline",
            dependencies: [.product(name: "NanoReactive", package: "Reactive"), "BenchWorkloads"]),
        benchmarkTarget("NavigationPushPop", dependencies: ["BenchWorkloads"]),
        benchmarkTarget("RouterLookup", dependencies: ["BenchWorkloads"]),
        // `Tools/bench catalog`: the catalogue's first page against a bare GET + decode, and
        // paging through 1,000 rows then leaving (Tools/bench-suites/catalog.sh).
        .executableTarget(
            name: "catalog-bench",
            dependencies: [
                .product(name: "CatalogFeature", package: "Catalog"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "NanoFixtureServer", package: "HTTP"),
                .product(name: "SwapiInterface", package: "Swapi"),
            ]),
        .executableTarget(
            name: "bench-profile",
            dependencies: [.product(name: "NanoReactive", package: "Reactive"), "BenchWorkloads"]),
    ]
)
