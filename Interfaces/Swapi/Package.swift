// swift-tools-version:6.0
import PackageDescription

/// SwapiInterface: the Star Wars API vocabulary features share — the models (`Person`,
/// `Planet`, `Film`, `Starship`, `Page`), `SwapiService` on NanoApiSession, the project's own
/// SWAPI-shaped dataset of public facts (82 people, 60 planets, 6 films, 36 starships) and
/// `SwapiFixture.startDefaultAPI`, which serves it on 127.0.0.1 with NanoFixtureServer, so an
/// app runs against it on a machine with no network (docs/architecture.md, "Interfaces").

let package = Package(
    name: "SwapiInterface",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "SwapiInterface", targets: ["SwapiInterface"])
    ],
    dependencies: [
        .package(path: "../../Modules/ApiSession"),
        .package(path: "../../Modules/HTTP"),
    ],
    targets: [
        .target(
            name: "SwapiInterface",
            dependencies: [
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "NanoFixtureServer", package: "HTTP"),
            ]),
        .testTarget(
            name: "SwapiInterfaceTests",
            dependencies: [
                "SwapiInterface",
                .product(name: "NanoApiSession", package: "ApiSession"),
                .product(name: "NanoHTTPClient", package: "HTTP"),
                .product(name: "NanoFixtureServer", package: "HTTP"),
            ]),
    ]
)
