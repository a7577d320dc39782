// swift-tools-version:6.0
import PackageDescription

/// A test fixture, not a feature: a plugin library whose misbehaviour the environment chooses,
/// so one build covers the plugin loader's refusals (Tests/NanoAppTests/PluginTests.swift).
/// `Tools/build-plugin Tests/Plugins/Fixture` builds it like any feature's plugin: it has no
/// feature module, only its entry, which the tool compiles against the plugin host's framework
/// library. No product: SwiftPM would link the framework into it.
let package = Package(
    name: "Fixture",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../../../Modules/DI"),
        .package(path: "../../../Modules/Navigation"),
        .package(path: "../../../Modules/Contract"),
        .package(path: "../../../Interfaces/Session"),
    ],
    targets: [
        .target(
            name: "FixturePluginEntry",
            dependencies: [
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "SessionInterface", package: "Session"),
            ])
    ]
)
