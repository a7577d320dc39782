// swift-tools-version:6.0
import PackageDescription

/// NanoFramework: every framework module and every interface module of the app in ONE shared
/// library, `libNanoFramework.so`, for the plugin host (`nvc-host`, App/nvc-host) and the
/// feature plugins it loads (Tools/build-plugin links each plugin against this library). Host and
/// plugins so share one copy of every type and singleton, loaded once. The static `nvc` does not
/// use it: it links every module into the executable.
///
/// The library has no API of its own: its one target depends on the modules it bundles, and
/// SwiftPM compiles them. On Linux, Tools/plugin-host links the library itself from the objects
/// SwiftPM's plan lists for this `.dynamic` product, with the Swift runtime and Foundation inside
/// (SwiftPM's own link of the product uses the shared runtime and is not what the host loads).
/// Its place is the app's folder, not Modules/, because it carries the app's interfaces
/// (docs/architecture.md, "Feature plugins").
let package = Package(
    name: "NanoFramework",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoFramework", type: .dynamic, targets: ["NanoFramework"])
    ],
    dependencies: [
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Routing"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/Persistence"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Contract"),
        .package(path: "../../Modules/Composition"),
        .package(path: "../../Modules/Web"),
        .package(path: "../../Modules/Runtime"),
        .package(path: "../../Modules/WebServer"),
        .package(path: "../../Modules/CLI"),
        .package(path: "../../Modules/Serve"),
        .package(path: "../../Interfaces/Session"),
    ],
    targets: [
        .target(
            name: "NanoFramework",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoWeb", package: "Web"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoWebServer", package: "WebServer"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoServe", package: "Serve"),
                .product(name: "SessionInterface", package: "Session"),
            ])
    ]
)
