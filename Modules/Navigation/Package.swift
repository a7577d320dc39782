// swift-tools-version:6.0
import PackageDescription

/// NanoNavigation: route patterns, the router and deep-link parsing (`NanoRouting`, no
/// dependencies, so it can be compiled standalone for fuzzing), and the navigation layer
/// (`NanoNavigation`): navigation stacks, coordinators, leak detection, guards and feature
/// plugins.
let package = Package(
    name: "NanoNavigation",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoRouting", targets: ["NanoRouting"]),
        .library(name: "NanoNavigation", targets: ["NanoNavigation"]),
    ],
    dependencies: [
        .package(path: "../Reactive"),
        .package(path: "../Core"),
        .package(path: "../UI"),
        .package(path: "../DI"),
    ],
    targets: [
        .target(name: "NanoRouting"),
        .testTarget(name: "NanoRoutingTests", dependencies: ["NanoRouting"]),
        .target(
            name: "NanoNavigation",
            dependencies: [
                "NanoRouting",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoDI", package: "DI"),
            ]),
        .testTarget(
            name: "NanoNavigationTests",
            dependencies: [
                "NanoNavigation",
                "NanoRouting",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoDI", package: "DI"),
            ]),
    ]
)
