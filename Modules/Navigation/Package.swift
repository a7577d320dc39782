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
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
