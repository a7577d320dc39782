// swift-tools-version:6.0
import PackageDescription

/// NanoCore: the pure MVVM vocabulary — view models, their input and output, the navigator,
/// activity and error tracking, and the static scene configuration.

let package = Package(
    name: "NanoCore",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoCore", targets: ["NanoCore"])
    ],
    dependencies: [
        .package(path: "../Reactive"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "NanoCore", dependencies: [.product(name: "NanoReactive", package: "Reactive")]),
        .testTarget(
            name: "NanoCoreTests",
            dependencies: ["NanoCore", .product(name: "NanoReactive", package: "Reactive")]),
    ]
)
