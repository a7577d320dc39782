// swift-tools-version:6.0
import PackageDescription

/// The app's features, in the order `nvc` composes them: each is the package Features/<Name>
/// with the library product (and module) `<Name>Feature` and the plugin type `<Name>Plugin`.
/// One line per feature, and the only one outside its folder (Tools/new-feature adds it): the
/// `NvcApp` target's package dependencies and products below come from this list, and the
/// FeatureList build plugin (App/FeatureList) turns them into NvcApp's `listedFeatures()`. The
/// same list is what Tools/build-plugin can build as plugins: it compiles a feature's module in
/// this package's graph, so the static app, the plugin host and every plugin share one build
/// folder and one build plan.
let features = [
    "SignUp",
    "Home",
    "Settings",
    "Rewards",
    "Catalog",
]

/// The Swift driver links Linux executables with --export-dynamic, which puts every public
/// symbol of every module in the dynamic symbol table (110 per feature) for the loader and the
/// runtime's start-up `dladdr` to walk. Nothing loads nvc as a library, so they stay local:
/// −0.3 ms per start with 3 features, and start-up no longer grows with the symbol count
/// (docs/performance.md, "Scale: 100 features").
let noExportDynamic: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))
]

/// The root package: the app (App/NvcApp: its features, scheme and home link) and its two thin
/// executables — `nvc` (App/nvc: the command line) and `nvc-web` (App/nvc-web: the command line
/// plus `serve`, the web host; kept apart so `nvc` links no server library) — the plugin host
/// `nvc-host` (App/nvc-host: the same app with no feature built in, linking the one framework
/// library App/Framework, so it loads every feature as a plugin), the end-to-end
/// tests (Tests/NanoAppTests), which run the built binaries as processes, and seed 000's
/// example as a test (Tests/SeedExampleTests). Every framework module and feature is its own
/// package under Modules/ and Features/.
let package = Package(
    name: "Nano",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "nvc", targets: ["nvc"]),
        .executable(name: "nvc-web", targets: ["nvc-web"]),
        .executable(name: "nvc-host", targets: ["nvc-host"]),
        .executable(name: "web-rows", targets: ["web-rows"]),
    ],
    dependencies: [
        .package(path: "Modules/Reactive"),
        .package(path: "Modules/Core"),
        .package(path: "Modules/UI"),
        .package(path: "Modules/CLI"),
        .package(path: "Modules/Runtime"),
        .package(path: "Modules/Serve"),
        .package(path: "Modules/Navigation"),
        .package(path: "Modules/Composition"),
        .package(path: "Modules/Contract"),
        .package(path: "Modules/DI"),
        .package(path: "Modules/Strings"),
        .package(path: "Modules/Testing"),
        .package(path: "Interfaces/Session"),
        // The catalogue's endpoint (--api, --api-faults); in the tests, NvcUnderTest gives the
        // catalogue a source that answers without a server.
        .package(path: "Interfaces/Swapi"),
        .package(path: "Modules/ApiSession"),
        // Tests only: the route sweep and the flow exploration over the built-in API playing a
        // fault plan (NanoFixtureServer) through the live transport (NanoHTTPClient).
        .package(path: "Modules/HTTP"),
        // Tests only: the generated flow exploration (Tests/NanoAppTests) draws and shrinks
        // its action sequences with it.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The one shared framework library the plugin host and its plugins link.
        .package(path: "App/Framework"),
    ] + features.map { .package(path: "Features/\($0)") },
    targets: [
        .target(
            name: "NvcApp",
            dependencies: [
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "SessionInterface", package: "Session"),
                .product(name: "SwapiInterface", package: "Swapi"),
            ] + features.map { .product(name: "\($0)Feature", package: $0) },
            path: "App/NvcApp",
            plugins: ["FeatureList"]
        ),
        // Writes NvcApp's `listedFeatures()` from the feature modules NvcApp depends on, that is
        // from the `features` list above: a feature is one line there and no line in Swift.
        .plugin(name: "FeatureList", capability: .buildTool(), path: "App/FeatureList"),
        .executableTarget(
            name: "nvc",
            dependencies: [
                "NvcApp",
                .product(name: "NanoCLI", package: "CLI"),
            ],
            path: "App/nvc",
            linkerSettings: noExportDynamic
        ),
        .executableTarget(
            name: "nvc-web",
            dependencies: [
                "NvcApp",
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoServe", package: "Serve"),
            ],
            path: "App/nvc-web",
            linkerSettings: noExportDynamic
        ),
        // Tools/bench web's long list: NanoPreview's 1,000 rows served like the app (never shipped).
        .executableTarget(
            name: "web-rows",
            dependencies: [
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoServe", package: "Serve"),
            ],
            path: "Tools/WebRows",
            linkerSettings: noExportDynamic
        ),
        // The plugin host: nvc with every command and `serve`, no feature built in. It depends on
        // the framework library alone, whose modules (NanoCLI, NanoRuntime, ...) it imports:
        // a dependency on any of them here would link a second, static copy into the executable,
        // and the plugins, which link the library, would then see other types than the host's.
        // On Linux Tools/plugin-host links it (and the library, with the Swift runtime inside;
        // `serve` runs in a copy of it with the web host in its library) from the objects SwiftPM
        // compiles for this target: docs/architecture.md, "Feature plugins".
        .executableTarget(
            name: "nvc-host",
            dependencies: [
                .product(name: "NanoFramework", package: "Framework")
            ],
            path: "App/nvc-host",
            linkerSettings: noExportDynamic
        ),
        // The process tests run the built binaries; the route sweep and the flow exploration
        // drive the composed app (NvcApp) in process with NanoTesting.
        .testTarget(
            name: "NanoAppTests",
            dependencies: [
                "nvc", "nvc-web", "NvcApp",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "SessionInterface", package: "Session"),
                .product(name: "SwapiInterface", package: "Swapi"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoFixtureServer", package: "HTTP"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/NanoAppTests"
        ),
        // Seed 000's inline sign-up example, adapted only as docs/from-nanoviewcontroller.md
        // says, driven end to end: proof that NanoViewController code ports.
        .testTarget(
            name: "SeedExampleTests",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
            ],
            path: "Tests/SeedExampleTests"
        ),
    ]
)
