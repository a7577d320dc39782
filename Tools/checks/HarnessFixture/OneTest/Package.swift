// swift-tools-version:6.0
// One passing test: the harness step's control (Tools/checks/harness.sh), so a harness that
// failed every package would not pass for fail-closed. Nothing else runs it.
import PackageDescription

let package = Package(
    name: "OneTest",
    targets: [
        .testTarget(name: "OneTestTests")
    ],
    swiftLanguageModes: [.v6]
)
