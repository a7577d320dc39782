// swift-tools-version:6.0
import PackageDescription

/// The architecture check: reads the package graph of the root package and of every package
/// under Modules/, Interfaces/ and Features/ as the toolchain describes it
/// (`swift package describe --type json`), parses their Swift sources with swift-syntax, and
/// reports imports and dependencies that break the rules in docs/architecture.md (feature
/// isolation, layering, no cycles, naming).
///
/// `ArchitectureRules` is the pure logic (a tree in, violations out); `architecture-check`
/// is the thin command `Tools/test` runs first. Nothing else in the repository builds
/// swift-syntax, so `Tools/test` builds this package in a folder of its own
/// (`.build-architecture/`), beside the other steps.
let package = Package(
    name: "ArchitectureCheck",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ArchitectureRules", targets: ["ArchitectureRules"]),
        .executable(name: "architecture-check", targets: ["architecture-check"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
    ],
    targets: [
        .target(
            name: "ArchitectureRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(name: "architecture-check", dependencies: ["ArchitectureRules"]),
        .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"]),
    ]
)
