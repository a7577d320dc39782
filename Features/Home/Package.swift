// swift-tools-version:6.0
import PackageDescription

/// HomeFeature: the welcome screen (`home`, guarded by `signedIn`), which links to Settings and
/// logs out. It needs the `SessionService` the sign-up feature provides. `HomePreview` runs it
/// alone.
/// `HomePluginEntry` is the feature's plugin entry point, built as a shared library with
/// `Tools/build-plugin Features/Home` (which links it against the one
/// framework library the plugin host loads; no product, as SwiftPM would link the framework in).
let package = Package(
    name: "HomeFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "HomeFeature", targets: ["HomeFeature"]),
        .executable(name: "HomePreview", targets: ["HomePreview"]),
    ],
    dependencies: [
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/Strings"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Composition"),
        .package(path: "../../Modules/Contract"),
        .package(path: "../../Modules/CLI"),
        .package(path: "../../Modules/Runtime"),
        .package(path: "../../Modules/Serve"),
        .package(path: "../../Modules/Testing"),
        .package(path: "../../Interfaces/Session"),
    ],
    targets: [
        .target(
            name: "HomeFeature",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
            ]),
        .target(
            name: "HomePluginEntry",
            dependencies: [
                "HomeFeature",
                .product(name: "NanoContract", package: "Contract"),
            ]),
        .executableTarget(
            name: "HomePreview",
            dependencies: [
                "HomeFeature",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoServe", package: "Serve"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
            ]),
        .testTarget(
            name: "HomeFeatureTests",
            dependencies: [
                "HomeFeature",
                "HomePluginEntry",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
