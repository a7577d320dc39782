// swift-tools-version:6.0
import PackageDescription

/// NanoWebServer: the web host. Serves an app (or a feature's preview) to browsers over
/// FlyingFox: one NanoRuntime app per browser session, the screen drawn by NanoWeb as real
/// HTML, input events over a WebSocket, URLs as deep links. Binds 127.0.0.1 unless told
/// otherwise; every limit is documented in docs/cli.md.
let package = Package(
    name: "NanoWebServer",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoWebServer", targets: ["NanoWebServer"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../UI"),
        .package(path: "../Navigation"),
        .package(path: "../Composition"),
        .package(path: "../Runtime"),
        .package(path: "../Web"),
        .package(path: "../Strings"),
        .package(path: "../Testing"),
        .package(path: "../System"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoWebServer",
            dependencies: [
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoWeb", package: "Web"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "NanoSystem", package: "System"),
            ]),
        .testTarget(
            name: "NanoWebServerTests",
            dependencies: [
                "NanoWebServer",
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoSystem", package: "System"),
            ]),
    ]
)
