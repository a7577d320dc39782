// swift-tools-version:6.0
// A test target without a single test (Tools/checks/harness.sh): Tools/test must fail it, not
// report it as passing or as "built only". Nothing else runs it.
import PackageDescription

let package = Package(
    name: "NoTests",
    targets: [
        .testTarget(name: "NoTestsTests")
    ],
    swiftLanguageModes: [.v6]
)
