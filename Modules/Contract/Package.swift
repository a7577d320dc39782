// swift-tools-version:6.0
import PackageDescription

/// NanoContract: the feature contract, what a feature package depends on — `FeaturePlugin`, its
/// needs, registrar and route context, `GuardID`, the link opener a coordinator keeps, and the
/// plugin ABI (`PluginExport`, `PluginStamp`). It names no composition or deep-link engine
/// type: the app that composes features (NanoComposition) implements what a context asks of it.

let package = Package(
    name: "NanoContract",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoContract", targets: ["NanoContract"])
    ],
    dependencies: [
        .package(path: "../Routing"),
        .package(path: "../DI"),
        .package(path: "../Navigation"),
        .package(path: "../Strings"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoContract",
            dependencies: [
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoStrings", package: "Strings"),
            ]),
        .testTarget(
            name: "NanoContractTests",
            dependencies: [
                "NanoContract",
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoStrings", package: "Strings"),
            ]),
    ]
)
