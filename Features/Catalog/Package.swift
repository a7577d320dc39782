// swift-tools-version:6.0
import PackageDescription

/// CatalogFeature: the seeds' data app — the Star Wars API's categories (people, planets,
/// films, starships), a paged and searchable list of each, and a detail with Overview, Details
/// and Options tabs — as one stack flow whose coordinator owns the navigation state (category,
/// item, tab). Its `catalog...` routes are not guarded: browsing public data needs no sign-in.
/// It needs a `CatalogSource` (the app gives it `SwapiCatalogSource`, over SwapiInterface's Star
/// Wars API, by default the project's own dataset served in process) and the app's
/// `KeyValueStore` (the favourites). `CatalogPreview` runs it alone; `CatalogPluginEntry` is
/// its plugin entry point, built as a shared library with `Tools/build-plugin Features/Catalog`.
let package = Package(
    name: "CatalogFeature",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "CatalogFeature", targets: ["CatalogFeature"]),
        .executable(name: "CatalogPreview", targets: ["CatalogPreview"]),
    ],
    dependencies: [
        .package(path: "../../Modules/Reactive"),
        .package(path: "../../Modules/Core"),
        .package(path: "../../Modules/DI"),
        .package(path: "../../Modules/UI"),
        .package(path: "../../Modules/Navigation"),
        .package(path: "../../Modules/Composition"),
        .package(path: "../../Modules/Contract"),
        .package(path: "../../Modules/Routing"),
        .package(path: "../../Modules/Strings"),
        .package(path: "../../Modules/ApiSession"),
        .package(path: "../../Modules/CLI"),
        .package(path: "../../Modules/Runtime"),
        .package(path: "../../Modules/Serve"),
        .package(path: "../../Modules/Testing"),
        .package(path: "../../Modules/HTTP"),
        .package(path: "../../Interfaces/Swapi"),
    ],
    targets: [
        .target(
            name: "CatalogFeature",
            dependencies: [
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoRouting", package: "Routing"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "NanoFixtureServer", package: "HTTP"),
                .product(name: "SwapiInterface", package: "Swapi"),
            ]),
        .target(
            name: "CatalogPluginEntry",
            dependencies: [
                "CatalogFeature",
                .product(name: "NanoContract", package: "Contract"),
            ]),
        .executableTarget(
            name: "CatalogPreview",
            dependencies: [
                "CatalogFeature",
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoCLI", package: "CLI"),
                .product(name: "NanoRuntime", package: "Runtime"),
                .product(name: "NanoServe", package: "Serve"),
                .product(name: "NanoPreview", package: "Testing"),
            ]),
        .testTarget(
            name: "CatalogFeatureTests",
            dependencies: [
                "CatalogFeature",
                "CatalogPluginEntry",
                .product(name: "NanoReactive", package: "Reactive"),
                .product(name: "NanoCore", package: "Core"),
                .product(name: "NanoDI", package: "DI"),
                .product(name: "NanoUI", package: "UI"),
                .product(name: "NanoNavigation", package: "Navigation"),
                .product(name: "NanoContract", package: "Contract"),
                .product(name: "NanoComposition", package: "Composition"),
                .product(name: "NanoStrings", package: "Strings"),
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoPreview", package: "Testing"),
                .product(name: "NanoTesting", package: "Testing"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "NanoFixtureServer", package: "HTTP"),
                .product(name: "SwapiInterface", package: "Swapi"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
