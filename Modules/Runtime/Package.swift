// swift-tools-version:6.0
import PackageDescription

/// NanoRuntime: the platform-neutral app runtime every host shares — compose an app's
/// features (and plugins), open links through guards, resume a saved stack, perform a person's
/// actions on the visible screen, keep state in a directory (lock, per-key merge, atomic
/// writes), and snapshot the screens as JSON. The command line (NanoCLI) and the web host
/// (NanoWebServer) are only input and output around it.

let package = Package(
    name: "NanoRuntime",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoRuntime", targets: ["NanoRuntime"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../DI"),
        .package(path: "../Persistence"),
        .package(path: "../UI"),
        .package(path: "../Navigation"),
        .package(path: "../Composition"),
        .package(path: "../Contract"),
        .package(path: "../Strings"),
        .package(path: "../Testing"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoRuntime",
            dependencies: [
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoStrings", package: "Strings"),
            ]),
        .testTarget(
            name: "NanoRuntimeTests",
            dependencies: [
                "NanoRuntime",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "NanoStrings", package: "Strings"),
            ]),
    ]
)
