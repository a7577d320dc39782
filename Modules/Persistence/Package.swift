// swift-tools-version:6.0
import PackageDescription

/// NanoPersistence: durable key-value state on disk — the file store that merges each write
/// per key and replaces its file atomically, the directory lock that serialises writers
/// across processes, and the recovery that moves a corrupt file aside instead of failing.
///
/// It implements NanoDI's `KeyValueStore` protocol (and throws its `KeyValueStoreError`), so
/// it depends on NanoDI and nothing else; features never import it: they ask the container
/// for a store, and the app runtime (NanoRuntime) opens this one in its state directory.

let package = Package(
    name: "NanoPersistence",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoPersistence", targets: ["NanoPersistence"])
    ],
    dependencies: [
        .package(path: "../DI"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoPersistence",
            dependencies: [.product(name: "NanoDI", package: "DI")]),
        .testTarget(
            name: "NanoPersistenceTests",
            dependencies: ["NanoPersistence", .product(name: "NanoDI", package: "DI")]),
    ]
)
