// swift-tools-version:6.0
import PackageDescription

/// NanoCLI: the command line behind `nvc`, a host of the NanoRuntime app runtime. Any app
/// composed of feature plugins hands its configuration to `NanoCommandLine.main(_:)` and gets
/// the same command line: `open`, `resume`, `routes` (and any subcommand the executable adds, such as `serve`), scripted and interactive modes, JSON
/// output, documented exit codes, plugin loading and shell completion.

let package = Package(
    name: "NanoCLI",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoCLI", targets: ["NanoCLI"])
    ],
    dependencies: [
        .package(path: "../Reactive"),
        .package(path: "../Core"),
        .package(path: "../DI"),
        .package(path: "../Persistence"),
        .package(path: "../UI"),
        .package(path: "../Navigation"),
        .package(path: "../Composition"),
        .package(path: "../Contract"),
        .package(path: "../Runtime"),
        .package(path: "../Strings"),
        .package(path: "../Testing"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoCLI",
            dependencies: [
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "NanoCLITests",
            dependencies: [
                "NanoCLI",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoTesting", package: "Testing"),
            ]),
    ]
)
