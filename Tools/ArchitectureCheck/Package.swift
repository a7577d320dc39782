// swift-tools-version:6.0
import PackageDescription

/// The architecture check: reads every package manifest and Swift source under Modules/,
/// Features/ and the root package, and reports imports and package dependencies that break
/// the rules in docs/architecture.md (feature isolation, layering, no cycles, naming).
///
/// `ArchitectureRules` is the pure logic (a tree in, violations out); `architecture-check`
/// is the thin command `Tools/test` runs first. No dependencies, so it builds in seconds.
let package = Package(
    name: "ArchitectureCheck",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ArchitectureRules", targets: ["ArchitectureRules"]),
        .executable(name: "architecture-check", targets: ["architecture-check"]),
    ],
    targets: [
        .target(name: "ArchitectureRules"),
        .executableTarget(name: "architecture-check", dependencies: ["ArchitectureRules"]),
        .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"]),
    ]
)
