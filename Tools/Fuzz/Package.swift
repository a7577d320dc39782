// swift-tools-version:6.0
import PackageDescription

/// The libFuzzer target for deep-link parsing and routing: an executable built on the
/// NanoRouting package (no copy of its sources), with `-sanitize=fuzzer,address` passed by
/// `Tools/fuzz`, which builds and runs it. `FuzzDriver` (C) is its entry point: it hands the
/// process to libFuzzer's driver.
let package = Package(
    name: "NanoFuzz",
    dependencies: [
        .package(path: "../../Modules/Routing")
    ],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "RouterFuzz",
            dependencies: ["FuzzDriver", .product(name: "NanoRouting", package: "Routing")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
