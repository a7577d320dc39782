// swift-tools-version:6.0
import PackageDescription

/// NanoRouting: route patterns, the trie router and strict deep-link parsing. No dependencies,
/// so it builds, tests and fuzzes on its own (`swift test --package-path Modules/Routing`,
/// `Tools/fuzz`).
/// `NANO_LINKAGE=dynamic` (set by Tools/plugin-host and Tools/build-plugin) builds the library as
/// a shared object, so an app and the feature plugins it loads share one copy of it; otherwise
/// SwiftPM links it statically (docs/architecture.md, "Feature plugins").
let linkage: Product.Library.LibraryType? = Context.environment["NANO_LINKAGE"] == "dynamic" ? .dynamic : nil

let package = Package(
    name: "NanoRouting",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoRouting", type: linkage, targets: ["NanoRouting"])
    ],
    dependencies: [
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "NanoRouting"),
        .testTarget(name: "NanoRoutingTests", dependencies: ["NanoRouting"]),
    ]
)
