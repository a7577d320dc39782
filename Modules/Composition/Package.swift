// swift-tools-version:6.0
import PackageDescription

/// NanoComposition: the composition and deep-link engine — `NanoApp` composes feature plugins
/// (checking them all at once), opens a link by resolving its chain of parent routes, passing
/// its guards and building its stack of screens through the features' coordinators, restores a
/// saved stack, and lists its routes (`RouteTable`). Every host's runtime (NanoRuntime), the
/// previews' and tests' kits (NanoPreview, NanoTesting) compose apps with it; features do not
/// see it.

let package = Package(
    name: "NanoComposition",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoComposition", targets: ["NanoComposition"])
    ],
    dependencies: [
        .package(path: "../Routing"),
        .package(path: "../Reactive"),
        .package(path: "../Core"),
        .package(path: "../UI"),
        .package(path: "../DI"),
        .package(path: "../Navigation"),
        .package(path: "../Contract"),
        .package(path: "../Strings"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoComposition",
            dependencies: [
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoStrings", package: "Strings"),
            ]),
        .testTarget(
            name: "NanoCompositionTests",
            dependencies: [
                "NanoComposition",
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoStrings", package: "Strings"),
            ]),
    ]
)
