// swift-tools-version:6.0
import PackageDescription

/// SignUpFeature: the sign-up flow (name + email, a local sign-up service with simulated
/// latency), the `signup` route, the `signedIn` guard whose flow it is, and the app's
/// `SessionService`. `SignUpPreview` runs it alone.
/// `SignUpPluginEntry` is the feature's plugin entry point, built as a shared library with
/// `Tools/build-plugin Features/SignUp` (which links it against the one
/// framework library the plugin host loads; no product, as SwiftPM would link the framework in).
let package = Package(
    name: "SignUpFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "SignUpFeature", targets: ["SignUpFeature"]),
        .executable(name: "SignUpPreview", targets: ["SignUpPreview"]),
    ],
    dependencies: [
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/DI"),
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
            name: "SignUpFeature",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "SessionInterface", package: "Session"),
            ]),
        .target(
            name: "SignUpPluginEntry",
            dependencies: [
                "SignUpFeature",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoNavigation", package: "Navigation"),
            ]),
        .executableTarget(
            name: "SignUpPreview",
            dependencies: [
                "SignUpFeature",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "SessionInterface", package: "Session"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoServe", package: "Serve"),
                .product(name: "NanoPreview", package: "Testing"),
            ]),
        .testTarget(
            name: "SignUpFeatureTests",
            dependencies: [
                "SignUpFeature",
                "SignUpPluginEntry",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "SessionInterface", package: "Session"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
