// swift-tools-version:6.0
import PackageDescription

/// SettingsFeature: the settings flow (list, notifications, appearance, profile with its edit
/// sub-flow, about), its `settings...` routes above `home`, guarded by `signedIn`. It needs the
/// `SessionService` the sign-up feature provides. `SettingsPreview` runs it alone;
/// `SettingsPluginEntry` is its plugin entry point, built as a shared library with
/// `Tools/build-plugin Features/Settings` (which links it against the one
/// framework library the plugin host loads; no product, as SwiftPM would link the framework in).
let package = Package(
    name: "SettingsFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
        .executable(name: "SettingsPreview", targets: ["SettingsPreview"]),
    ],
    dependencies: [
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/Strings"),
        // Tests only: a flow test keeps the settings in a real file store.
        .package(path: "../../Modules/Persistence"),
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
            name: "SettingsFeature",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
            ]),
        .target(
            name: "SettingsPluginEntry",
            dependencies: [
                "SettingsFeature",
                .product(name: "NanoContract", package: "Contract"),
            ]),
        .executableTarget(
            name: "SettingsPreview",
            dependencies: [
                "SettingsFeature",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoServe", package: "Serve"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
            ]),
        .testTarget(
            name: "SettingsFeatureTests",
            dependencies: [
                "SettingsFeature",
                "SettingsPluginEntry",
                // Built beside the tests, so a recorded session replays against it (ScriptReplay).
                "SettingsPreview",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
            ],
            exclude: ["__Snapshots__", "Recordings"]
        ),
    ]
)
