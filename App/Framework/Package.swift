// swift-tools-version:6.0
import PackageDescription

/// NanoFramework: every framework module and every interface module of the app in ONE shared
/// library, `libNanoFramework.so`, for the plugin host (`nvc-host`, App/nvc-host) and the
/// feature plugins it loads (Tools/build-plugin links each plugin against this library). Host and
/// plugins so share one copy of every type and singleton, loaded once. The static `nvc` does not
/// use it: it links every module into the executable.
///
/// The web host (NanoServe, NanoWebServer, NanoWeb, FlyingFox) is left out, so that the host's
/// `open` never loads it, nor FoundationNetworking and libcurl, which FlyingFox brings: the
/// `NanoWebHost` product lists it, and the second build of the library that the host's `serve`
/// runs with (`web/libNanoFramework.so`) holds both products' modules.
///
/// The libraries have no API of their own: each target depends on the modules it bundles, and
/// SwiftPM compiles them. On Linux, Tools/plugin-host links both builds of the library itself
/// from the objects SwiftPM's plan lists for these `.dynamic` products, with the Swift runtime and
/// FoundationEssentials inside; all of Foundation only in the web build, which FoundationNetworking
/// needs (architecture rule 10 keeps the other modules off it). SwiftPM's own links of the
/// products use the shared runtime and are not what the host loads. Their place is the app's folder, not Modules/, because they carry the app's
/// interfaces (docs/architecture.md, "Feature plugins").
let package = Package(
    name: "NanoFramework",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NanoFramework", type: .dynamic, targets: ["NanoFramework"]),
        // The web host, for `serve` only (see above), with its entry point `nano_web_host_entry`.
        .library(name: "NanoWebHost", type: .dynamic, targets: ["NanoWebHost"]),
    ],
    dependencies: [
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Routing"),
        .package(path: "../../Modules/Strings"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/Persistence"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Contract"),
        .package(path: "../../Modules/Composition"),
        .package(path: "../../Modules/Runtime"),
        .package(path: "../../Modules/CLI"),
        .package(path: "../../Modules/Serve"),
        .package(path: "../../Modules/ApiSession"),
        .package(path: "../../Modules/HTTP"),
        .package(path: "../../Interfaces/Session"),
        .package(path: "../../Interfaces/Swapi"),
    ],
    targets: [
        .target(
            name: "NanoFramework",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoPersistence", package: "Persistence"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "SessionInterface", package: "Session"),
                .product(name: "SwapiInterface", package: "Swapi"),
            ]),
        .target(
            name: "NanoWebHost",
            dependencies: [
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoServe", package: "Serve"),
            ]),
    ]
)
