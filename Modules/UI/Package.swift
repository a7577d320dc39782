// swift-tools-version:6.0
import PackageDescription

/// NanoUI: the headless platform's screens — controls with publishers, binders and user
/// actions, the `NanoViewController<View>` scene host, and text / JSON rendering.

let package = Package(
    name: "NanoUI",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoUI", targets: ["NanoUI"])
    ],
    dependencies: [
        .package(path: "../Reactive"),
        .package(path: "../Core"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoUI",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
            ]),
        .testTarget(
            name: "NanoUITests",
            dependencies: [
                "NanoUI",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
            ]),
    ]
)
