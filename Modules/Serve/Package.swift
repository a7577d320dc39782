// swift-tools-version:6.0
import PackageDescription

/// NanoServe: the server behind the `serve` subcommand, which puts the web host
/// (NanoWebServer) on the command line. An executable that wants it passes `WebServe.run` to
/// NanoCLI's `NanoCommandLine.main(_:serve:)`: `nvc-web` and every feature preview do; `nvc` does not,
/// so it links no server library (and starts as fast as before the web host).
let package = Package(
    name: "NanoServe",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoServe", targets: ["NanoServe"])
    ],
    dependencies: [
        .package(path: "../Runtime"),
        .package(path: "../CLI"),
        .package(path: "../WebServer"),
        // Tests only: the limits table test reads the link and state-file limits.
        .package(path: "../Routing"),
        .package(path: "../Persistence"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoServe",
            dependencies: [
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoWebServer", package: "WebServer"),
            ]),
        .testTarget(
            name: "NanoServeTests",
            dependencies: [
                "NanoServe",
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoWebServer", package: "WebServer"),
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoPersistence", package: "Persistence"),
            ]),
    ]
)
