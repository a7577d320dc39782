// swift-tools-version:6.0
import PackageDescription

/// A test fixture, not a feature: a plugin library whose misbehaviour the environment chooses,
/// so one build covers the plugin loader's refusals (Tests/NanoAppTests/PluginTests.swift).
/// `Tools/build-plugin Tests/Plugins/Fixture` builds it like any feature's plugin.
let package = Package(
    name: "Fixture",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FixturePluginEntry", type: .dynamic, targets: ["FixturePluginEntry"])
    ],
    dependencies: [
        .package(path: "../../../Modules/DI"),
        .package(path: "../../../Modules/Navigation"),
        .package(path: "../../../Interfaces/Session"),
    ],
    targets: [
        .target(
            name: "FixturePluginEntry",
            dependencies: [
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "SessionInterface", package: "Session"),
            ])
    ]
)
