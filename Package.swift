// swift-tools-version:6.0
import PackageDescription

/// The root package: the thin `nvc` executable and the cross-feature / CLI integration tests.
/// Every framework module and feature is its own package under Modules/ and Features/.
let package = Package(
    name: "Nano",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "nvc", targets: ["nvc"]),
    ],
    targets: [
        .executableTarget(name: "nvc", path: "App/nvc"),
    ]
)
