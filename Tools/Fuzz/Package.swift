// swift-tools-version:6.0
import PackageDescription

/// The libFuzzer targets, each an executable built on the package it fuzzes (no copy of its
/// sources), with `-sanitize=fuzzer,address` passed by `Tools/fuzz`, which builds and runs
/// them: `RouterFuzz` (deep-link parsing and routing), `ScriptFuzz` (the script language),
/// `StateFuzz` (the state files' decoders), `RestoreFuzz` (`resume` over a saved stack). `FuzzDriver` (C) is its entry point: it hands the
/// process to libFuzzer's driver.
let package = Package(
    name: "NanoFuzz",
    dependencies: [
        .package(path: "../../Modules/Routing"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/Persistence"),
        .package(path: "../../Modules/CLI"),
        .package(path: "../../Modules/Runtime"),
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Contract"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/Reactive"),
    ],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "RouterFuzz",
            dependencies: ["FuzzDriver", .product(name: "NanoRouting", package: "Routing")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "ScriptFuzz",
            dependencies: ["FuzzDriver", .product(name: "NanoCLI", package: "CLI")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "RestoreFuzz",
            dependencies: [
                "FuzzDriver", .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"), .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoCore", package: "Core"), .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoDI", package: "DI"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "StateFuzz",
            dependencies: [
                "FuzzDriver", .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoRuntime", package: "Runtime"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
