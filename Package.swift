// swift-tools-version:6.0
import PackageDescription

/// The root package: the thin `nvc` executable (App/nvc: the app's features handed to the
/// NanoCLI runtime) and the end-to-end tests (Tests/NanoAppTests), which run the built `nvc`
/// binary as a process. Every framework module and feature is its own package under
/// Modules/ and Features/.
let package = Package(
    name: "Nano",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "nvc", targets: ["nvc"]),
    ],
    dependencies: [
        .package(path: "Modules/CLI"),
        .package(path: "Features/SignUp"),
        .package(path: "Features/Home"),
        .package(path: "Features/Settings"),
    ],
    targets: [
        .executableTarget(
            name: "nvc",
            dependencies: [
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "SignUpFeature", package: "SignUp"),
                .product(name: "HomeFeature", package: "Home"),
                .product(name: "SettingsFeature", package: "Settings"),
            ],
            path: "App/nvc"
        ),
        .testTarget(
            name: "NanoAppTests",
            dependencies: ["nvc"],
            path: "Tests/NanoAppTests"
        ),
    ]
)
