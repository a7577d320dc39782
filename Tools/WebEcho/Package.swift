// swift-tools-version:6.0
import PackageDescription

/// The baseline of `Tools/bench web`: a bare WebSocket echo on the same server library as the
/// web host (FlyingFox 0.27.1, its `EchoWSMessageHandler`), with a page whose script does what
/// the web host's page does for one keystroke — send the field's text as one JSON message, and
/// set the submit button's `disabled` attribute from the answer — but with nothing in between:
/// no session, no app, no HTML. Built in release by Tools/bench-suites/web.sh; never linked
/// into the product.
let package = Package(
    name: "WebEcho",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "web-echo", targets: ["web-echo"])
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1")
    ],
    targets: [
        .executableTarget(
            name: "web-echo",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
