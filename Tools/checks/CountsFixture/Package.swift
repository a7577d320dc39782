// swift-tools-version:6.0
// A package with a known number of passing, failing and skipped tests: Tools/checks/counts.sh
// runs it the way Tools/test runs every package and checks the counts it reads. Its failures
// are on purpose; nothing else runs it.
import PackageDescription

let package = Package(
    name: "CountsFixture",
    targets: [
        .testTarget(name: "CountsFixtureTests")
    ],
    swiftLanguageModes: [.v6]
)
