// swift-tools-version:6.0
import PackageDescription

/// NanoDI: the platform primitives (clock, main scheduler, date, haptics, pasteboard,
/// URL opener, key-value store) with live and test implementations, and the dependency
/// container that checks at composition that every feature's requirements are provided.
///
/// It depends on nothing but Foundation so it sits at the bottom of the module graph.
/// `NANO_LINKAGE=dynamic` (set by Tools/plugin-host and Tools/build-plugin) builds the library as
/// a shared object, so an app and the feature plugins it loads share one copy of it; otherwise
/// SwiftPM links it statically (docs/architecture.md, "Feature plugins").
let linkage: Product.Library.LibraryType? = Context.environment["NANO_LINKAGE"] == "dynamic" ? .dynamic : nil

let package = Package(
    name: "NanoDI",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoDI", type: linkage, targets: ["NanoDI"])
    ],
    dependencies: [
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "NanoDI"),
        .testTarget(name: "NanoDITests", dependencies: ["NanoDI"]),
    ]
)
