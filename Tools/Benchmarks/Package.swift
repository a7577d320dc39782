// swift-tools-version:6.1
import PackageDescription

/// Nano's benchmarks. Run them with `Tools/benchmark-reactive` (which prints the ratio to
/// the hand-written baseline) or directly with
/// `swift package --package-path Tools/Benchmarks benchmark`.
///
/// ordo-one/benchmark is declared with only the `MallocInterposer` trait, as this machine
/// kind requires (see docs/performance.md).
let package = Package(
    name: "NanoBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(
            url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
            traits: ["MallocInterposer"]),
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Navigation"),
    ],
    targets: [
        .executableTarget(
            name: "ReactivePipeline",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NanoReactive", package: "Reactive"),
            ],
            path: "Benchmarks/ReactivePipeline",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "NavigationPushPop",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
            ],
            path: "Benchmarks/NavigationPushPop"
        ),
    ]
)
