// swift-tools-version:6.0
import PackageDescription

/// SettingsFeature: the settings list (notifications, appearance, profile, about) and a screen
/// for each; values persist in the app's key-value store. Routes under `settings`, guarded by
/// `signedIn`.
let package = Package(
    name: "SettingsFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "SettingsFeature", targets: ["SettingsFeature"])
    ],
    dependencies: [
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Testing"),
    ],
    targets: [
        .target(
            name: "SettingsFeature",
            dependencies: [
                .product(name: "NanoNavigation", package: "Navigation")
            ]),
        .testTarget(
            name: "SettingsFeatureTests",
            dependencies: [
                "SettingsFeature",
                .product(name: "NanoTesting", package: "Testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
