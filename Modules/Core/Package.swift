// swift-tools-version:6.0
import PackageDescription

/// NanoCore: the pure MVVM vocabulary — view models, their input and output, the navigator,
/// activity and error tracking, and the static scene configuration. It uses NanoDI's clock only
/// (`debounce(for:on:)` waits on a `NanoClock`, so a test moves time by hand).

let package = Package(
    name: "NanoCore",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoCore", targets: ["NanoCore"])
    ],
    dependencies: [
        .package(path: "../Reactive"),
        .package(path: "../DI"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoCore",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoDI", package: "DI"),
            ]),
        .testTarget(
            name: "NanoCoreTests",
            dependencies: [
                "NanoCore", .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoDI", package: "DI"),
            ]),
    ]
)
