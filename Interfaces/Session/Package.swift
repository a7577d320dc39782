// swift-tools-version:6.0
import PackageDescription

/// SessionInterface: the vocabulary the demo app's features share about the signed-in person —
/// the `Session` model, the `SessionService` the sign-up feature provides and the others need,
/// and the `signedIn` guard id. Features depend on this package, never on each other
/// (docs/architecture.md, "Interfaces").

let package = Package(
    name: "SessionInterface",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "SessionInterface", targets: ["SessionInterface"])
    ],
    dependencies: [
        .package(path: "../../Modules/Contract")
    ],
    targets: [
        .target(
            name: "SessionInterface",
            dependencies: [.product(name: "NanoContract", package: "Contract")]),
        .testTarget(
            name: "SessionInterfaceTests",
            dependencies: [
                "SessionInterface",
                .product(name: "NanoContract", package: "Contract"),
            ]),
    ]
)
