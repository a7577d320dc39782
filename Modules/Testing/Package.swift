// swift-tools-version:6.0
import PackageDescription

/// NanoTesting: test support for Nano apps and features — the leak helper, text snapshots of
/// every view state, and a harness that drives a flow like a person would. NanoPreview: the
/// stand-ins a feature's `<Name>Preview` runs it alone with, apart so that a preview links
/// neither swift-testing, XCTest nor swift-snapshot-testing; NanoTesting builds on it.
let package = Package(
    name: "NanoTesting",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoTesting", targets: ["NanoTesting"]),
        .library(name: "NanoPreview", targets: ["NanoPreview"]),
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
        .package(path: "../Routing"),
        .package(path: "../Web"),
        .package(path: "../Strings"),
        .package(path: "../ApiSession"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Tests only: the generated flow exploration (FlowExplorerTests) draws and shrinks its
        // action sequences with it; the kit itself links no generator.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // What a preview app needs at run time: no test library.
        .target(
            name: "NanoPreview",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
            ]),
        .target(
            name: "NanoTesting",
            dependencies: [
                "NanoPreview",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoWeb", package: "Web"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "NanoTestingTests",
            dependencies: [
                "NanoTesting",
                "NanoPreview",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
