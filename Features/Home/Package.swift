// swift-tools-version:6.0
import PackageDescription

/// HomeFeature: the welcome screen shown once someone is signed in — their name and email, a
/// way to Settings and a way to log out. Route `home`, guarded by `signedIn`.
let package = Package(
    name: "HomeFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "HomeFeature", targets: ["HomeFeature"])
    ],
    dependencies: [
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Testing"),
    ],
    targets: [
        .target(
            name: "HomeFeature",
            dependencies: [
                .product(name: "NanoNavigation", package: "Navigation")
            ]),
        .testTarget(
            name: "HomeFeatureTests",
            dependencies: [
                "HomeFeature",
                .product(name: "NanoTesting", package: "Testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
