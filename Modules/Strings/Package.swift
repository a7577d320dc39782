// swift-tools-version:6.0
import PackageDescription

/// NanoStrings: localized strings as Swift data — typed keys (`StringKey`), one table per key
/// type with a base language and translations (`StringTable`), the lookup a view model is
/// given (`Strings`), argument templates that never crash (`{1}`), the completeness check
/// (`StringTable.problems`), and choosing a `Language` from a POSIX locale or an HTTP
/// `Accept-Language` header. No dependencies and no Foundation: no `Bundle`, no
/// `NSLocalizedString`, no `Locale`, so `nvc` links no corelibs Foundation for it.

let package = Package(
    name: "NanoStrings",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NanoStrings", targets: ["NanoStrings"])
    ],
    dependencies: [
        // Documentation only (`swift package generate-documentation`, Tools/docs): a command
        // plugin, never linked; SwiftPM fetches it only when this package is the root.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "NanoStrings"),
        .testTarget(name: "NanoStringsTests", dependencies: ["NanoStrings"]),
    ]
)
