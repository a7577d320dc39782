// swift-tools-version:6.0
import PackageDescription

/// NanoSystem: the C library calls the Swift modules need and Swift's own C modules do not
/// declare, each behind a function of a real C header (`include/NanoSystem.h`), so no Swift
/// file declares a C symbol by hand (an underscored attribute) or looks one up by name:
/// whether the caller runs on the main thread (`gettid`, which Glibc's module map leaves out;
/// NanoReactive's binder asks it) and glibc's `malloc_trim`, which `<malloc.h>` declares and
/// Swift's Glibc module does not import (NanoWebServer gives the heap of closed sessions back).
let package = Package(
    name: "NanoSystem",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoSystem", targets: ["NanoSystem"])
    ],
    targets: [
        .target(name: "NanoSystem")
    ]
)
