// swift-tools-version:6.0
import PackageDescription

/// NanoReactive: Combine on Apple platforms, OpenCombine elsewhere, plus the operators
/// OpenCombine lacks and Nano's binding layer (`Binder`, `-->`, `BindingsBuilder`).
///
/// OpenCombine is only declared when the manifest is evaluated on a non-Apple host, so an
/// Apple build resolves and builds nothing extra.
/// Documentation only (`swift package generate-documentation`, Tools/docs): a command plugin,
/// never linked; SwiftPM fetches it only when this package is the root.
let documentation: Package.Dependency = .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")

/// NanoSystem: the C library's main-thread question (`nano_is_main_thread`) for the binder.
let system: Package.Dependency = .package(path: "../System")
let systemProduct: Target.Dependency = .product(name: "NanoSystem", package: "System")

#if canImport(Darwin)
    let dependencies: [Package.Dependency] = [system, documentation]
    let reactiveDependencies: [Target.Dependency] = [systemProduct]
#else
    let dependencies: [Package.Dependency] = [
        system,
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        documentation,
    ]
    let reactiveDependencies: [Target.Dependency] = [
        systemProduct,
        .product(
            name: "OpenCombine", package: "OpenCombine",
            condition: .when(platforms: [.linux, .android, .windows, .wasi, .openbsd])),
    ]
#endif

let package = Package(
    name: "NanoReactive",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoReactive", targets: ["NanoReactive"])
    ],
    dependencies: dependencies,
    targets: [
        .target(name: "NanoReactive", dependencies: reactiveDependencies),
        .testTarget(name: "NanoReactiveTests", dependencies: ["NanoReactive"]),
    ]
)
