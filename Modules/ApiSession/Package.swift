// swift-tools-version:6.0
import PackageDescription

/// NanoApiSession: requests to a JSON web API with a per-request retry count and backoff, a
/// timeout, cancellation, decoding off the main actor, and one typed error a view model can show
/// (`ApiError`). It knows no app domain and no HTTP library: the bytes go through an
/// `HTTPTransport` (the live one is NanoHTTPClient's, on SwiftNIO), so this
/// package, and NanoTesting's doubles built on it, depend on nothing but FoundationEssentials.

let package = Package(
    name: "NanoApiSession",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoApiSession", targets: ["NanoApiSession"])
    ],
    dependencies: [
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "NanoApiSession"),
        .testTarget(name: "NanoApiSessionTests", dependencies: ["NanoApiSession"]),
    ]
)
