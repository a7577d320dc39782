// swift-tools-version:6.0
import PackageDescription

/// Nano's tool logic in Swift (issue 27, part 9): `nano-tools`, one executable whose subcommands
/// the bash entry points under Tools/ call, so the entry points stay thin and hold no awk or
/// python. Today: `wire-feature NAME`, the scaffolder's (Tools/new-feature) one edit, the root
/// Package.swift's `features` list; `xunit-counts`, `test-targets`, `deepest-route`
/// and `stack-depth`, what Tools/test reads from SwiftPM's reports and manifests and from a
/// preview's output (Tools/test builds it first and does not run without it); `affected`, what
/// `Tools/test --changed` runs (the package graph from SwiftPM's `dump-package`, the changed
/// files, each step's inputs), and `coverage`, `Tools/test --coverage`'s per-module table and
/// floors (from `llvm-cov export`); `bench`, the
/// benchmark driver that `Tools/bench` execs (suite selection, running each
/// Tools/bench-suites/NAME.sh, recording and rendering through Tools/BenchReport), and the
/// helpers its suites call through Tools/lib/bench-suite.sh (`bench-jmh`, `spawn-medians`,
/// `median`, `elapsed`).
///
/// `NanoToolsKit` is the pure logic (text in, text or a typed error out), tested on fixture text;
/// `nano-tools` is the command line (swift-argument-parser, the version range Modules/CLI already
/// resolves, so in Tools/test's shared build folder it is compiled once for the whole run);
/// `NanoToolsTests` runs the command line itself (Tools/bench's options, and whole runs of
/// stand-in benchmarks down to their exit status).
/// Tools/BenchReport (no dependencies) keeps the benchmark results' schema, tables and docs
/// blocks; it is a dependency by path, not a copy.
let package = Package(
    name: "NanoTools",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoToolsKit", targets: ["NanoToolsKit"]),
        .executable(name: "nano-tools", targets: ["nano-tools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "../BenchReport"),
    ],
    targets: [
        .target(name: "NanoToolsKit", dependencies: [.product(name: "BenchReport", package: "BenchReport")]),
        .executableTarget(
            name: "nano-tools",
            dependencies: [
                "NanoToolsKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "BenchReport", package: "BenchReport"),
            ]
        ),
        .testTarget(name: "NanoToolsKitTests", dependencies: ["NanoToolsKit"]),
        .testTarget(
            name: "NanoToolsTests",
            dependencies: ["nano-tools", "NanoToolsKit", .product(name: "BenchReport", package: "BenchReport")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
