// swift-tools-version:6.0
import PackageDescription

/// The architecture check: reads the package graph of the root package and of every package
/// under Modules/, Interfaces/ and Features/ as the toolchain describes it
/// (`swift package describe --type json`), parses their Swift sources with swift-syntax, and
/// reports imports and dependencies that break the rules in docs/architecture.md (feature
/// isolation, layering, no cycles, naming).
///
/// `ArchitectureRules` is the pure logic (a tree in, violations out); `architecture-check`
/// is the thin command `Tools/test` runs first. swift-syntax is the version range the other
/// packages of the shared build already resolve (through swift-snapshot-testing), so in
/// `Tools/test` it is built once for all of them.
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
