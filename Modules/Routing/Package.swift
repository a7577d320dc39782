// swift-tools-version:6.0
import PackageDescription

/// NanoRouting: route patterns, the trie router and strict deep-link parsing. No dependencies,
/// so it builds, tests and fuzzes on its own (`swift test --package-path Modules/Routing`,
/// `Tools/fuzz`).

let package = Package(
    name: "NanoRouting",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoRouting", targets: ["NanoRouting"])
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
