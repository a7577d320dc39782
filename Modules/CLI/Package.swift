// swift-tools-version:6.0
import PackageDescription

/// NanoCLI: the command-line runtime behind `nvc`. Any app composed of feature plugins hands
/// its configuration to `NanoCommandLine.main(_:)` and gets the same command line: `open`,
/// `resume`, `routes`, scripted and interactive modes, JSON output, documented exit codes, a
/// state directory and shell completion.
let package = Package(
    name: "NanoCLI",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoCLI", targets: ["NanoCLI"])
    ],
    dependencies: [
        .package(path: "../Navigation"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "NanoCLI",
            dependencies: [
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "NanoCLITests", dependencies: ["NanoCLI"]),
    ]
)
