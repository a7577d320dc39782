// swift-tools-version:6.0
import PackageDescription

/// NanoWeb: the web host's page. `NanoWeb` turns a screen (the visible scenes, their bars,
/// controls and toasts) into semantic HTML and carries the page's stylesheet and script,
/// compiled into the binary (nothing is fetched at run time). `NanoWebServer` serves an app
/// to browsers: one app per browser session, live over a WebSocket, URLs as deep links.
let package = Package(
    name: "NanoWeb",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoWeb", targets: ["NanoWeb"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../UI"),
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "NanoWeb",
            dependencies: [
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
            ],
            resources: [
                .embedInCode("Assets/nano.css"),
                .embedInCode("Assets/nano.js"),
                .embedInCode("Assets/nano-focus.js"),
                .embedInCode("Assets/nano-patch.js"),
            ]),
        .testTarget(
            name: "NanoWebTests",
            dependencies: [
                "NanoWeb",
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
            ]),
    ]
)
