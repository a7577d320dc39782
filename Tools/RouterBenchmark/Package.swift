// swift-tools-version:6.0
import PackageDescription

/// Router benchmark: NanoRouting against RoutingKit's TrieRouter, same route set, same run.
/// Run with `swift run -c release --package-path Tools/RouterBenchmark`.
let package = Package(
    name: "RouterBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../../Modules/Routing"),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    ],
    targets: [
        .executableTarget(
            name: "RouterBenchmark",
            dependencies: [
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ]
        )
    ]
)
