// swift-tools-version:6.0
import PackageDescription

/// SignUpFeature: the sign-up flow (name + email, a local sign-up service with simulated
/// latency), the `signup` route and the `signedIn` guard whose flow it is.
let package = Package(
    name: "SignUpFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "SignUpFeature", targets: ["SignUpFeature"])
    ],
    dependencies: [
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Testing"),
    ],
    targets: [
        .target(
            name: "SignUpFeature",
            dependencies: [
                .product(name: "NanoNavigation", package: "Navigation")
            ]),
        .testTarget(
            name: "SignUpFeatureTests",
            dependencies: [
                "SignUpFeature",
                .product(name: "NanoTesting", package: "Testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
