// swift-tools-version:6.0
import PackageDescription

/// NanoDI: the platform primitives (clock, main scheduler, date, haptics, pasteboard,
/// URL opener, the key-value store protocol) with live and test implementations, and the
/// dependency container that checks at composition that every feature's requirements are
/// provided. The store on disk is NanoPersistence's (Modules/Persistence), built on this.
///
/// It depends on nothing but FoundationEssentials (Foundation on Apple platforms), so it sits at
/// the bottom of the module graph.

let package = Package(
    name: "NanoDI",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoDI", targets: ["NanoDI"])
    ],
    dependencies: [
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "NanoDI"),
        // Run by NanoDITests in a process of its own: LiveClock's wait in a main-actor task of a
        // process parked in dispatchMain(), as nvc runs (the test runner's main queue is its own).
        .executableTarget(name: "NanoClockProbe", dependencies: ["NanoDI"], path: "Tests/NanoClockProbe"),
        .testTarget(name: "NanoDITests", dependencies: ["NanoDI", "NanoClockProbe"]),
    ]
)
