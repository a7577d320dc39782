// swift-tools-version:6.0
import PackageDescription

/// NanoNavigation: navigation stacks, coordinators and flows, leak detection, and the feature
/// contract (plugins, needs, guards, services) composed into an app that opens deep links
/// (parsed and routed by NanoRouting, its own package).
let package = Package(
    name: "NanoNavigation",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoNavigation", targets: ["NanoNavigation"])
    ],
    dependencies: [
        .package(path: "../Routing"),
        .package(path: "../Reactive"),
        .package(path: "../Core"),
        .package(path: "../UI"),
        .package(path: "../DI"),
    ],
    targets: [
        .target(
            name: "NanoNavigation",
            dependencies: [
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoDI", package: "DI"),
            ]),
        .testTarget(
            name: "NanoNavigationTests",
            dependencies: [
                "NanoNavigation",
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoDI", package: "DI"),
            ]),
    ]
)
