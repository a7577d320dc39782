// swift-tools-version:6.0
import PackageDescription

/// NanoCore: the pure MVVM vocabulary — view models, their input and output, the navigator,
/// activity and error tracking, and the static scene configuration.
/// `NANO_LINKAGE=dynamic` (set by Tools/plugin-host and Tools/build-plugin) builds the library as
/// a shared object, so an app and the feature plugins it loads share one copy of it; otherwise
/// SwiftPM links it statically (docs/architecture.md, "Feature plugins").
let linkage: Product.Library.LibraryType? = Context.environment["NANO_LINKAGE"] == "dynamic" ? .dynamic : nil

let package = Package(
    name: "NanoCore",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoCore", type: linkage, targets: ["NanoCore"])
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
