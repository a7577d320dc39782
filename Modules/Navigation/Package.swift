// swift-tools-version:6.0
import PackageDescription

/// NanoNavigation: navigation stacks, coordinators and flows (with the root coordinator whose
/// screens carry links), and leak detection. The feature contract is NanoContract; composing
/// features and opening deep links is NanoComposition.

let package = Package(
    name: "NanoNavigation",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoNavigation", targets: ["NanoNavigation"])
    ],
    dependencies: [
        .package(path: "../Reactive"),
        .package(path: "../Core"),
        .package(path: "../UI"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoNavigation",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
            ]),
        .testTarget(
            name: "NanoNavigationTests",
            dependencies: [
                "NanoNavigation",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
            ]),
    ]
)
