// swift-tools-version:6.0
import PackageDescription

/// The HTTP stack, both sides on SwiftNIO (NIOCore, NIOPosix, NIOHTTP1; no TLS, no Foundation):
/// NanoHTTPClient, the live `HTTPTransport` NanoApiSession sends through, and NanoFixtureServer,
/// an in-process JSON fixture server on 127.0.0.1 (collections served in pages, `?search=`, by
/// id, cross-links as URLs, and a fault plan) that apps run for demos and tests run against.
/// Why NIOHTTP1 and not async-http-client, with their cold build times: docs/architecture.md,
/// "The HTTP stack".

let package = Package(
    name: "NanoHTTP",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoHTTPClient", targets: ["NanoHTTPClient"]),
        .library(name: "NanoFixtureServer", targets: ["NanoFixtureServer"]),
    ],
    dependencies: [
        .package(path: "../ApiSession"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Tests only: the doubles (RecordingSleeper) every package's API tests share.
        .package(path: "../Testing"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoHTTPClient",
            dependencies: [
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]),
        .target(
            name: "NanoFixtureServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]),
        .testTarget(
            name: "NanoHTTPTests",
            dependencies: [
                "NanoHTTPClient",
                "NanoFixtureServer",
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoTesting", package: "Testing"),
            ]),
    ]
)
