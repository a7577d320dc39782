// Tools/checks/TestTargets.swift: reads `swift package dump-package` output on standard input
// and prints how many test targets the package declares. Tools/test compiles it once (swiftc,
// into .build-test-tools/) and asks it about every package, instead of matching a
// spacing-sensitive literal in SwiftPM's JSON. It fails closed: input that is not a manifest
// (empty, not JSON, no `targets` array, a target without a string `type`) exits 1 with a
// message on standard error, and Tools/test fails the package.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("test-targets: \(message)\n".utf8))
    exit(1)
}

let input = FileHandle.standardInput.readDataToEndOfFile()
if input.isEmpty { fail("no manifest on standard input") }
let parsed: Any
do {
    parsed = try JSONSerialization.jsonObject(with: input)
} catch {
    fail("the manifest is not JSON: \(error.localizedDescription)")
}
guard let manifest = parsed as? [String: Any], manifest["name"] is String else {
    fail("the JSON is not a package manifest (no \"name\")")
}
guard let targets = manifest["targets"] as? [[String: Any]] else {
    fail("the manifest has no \"targets\" array")
}
var tests = 0
for target in targets {
    guard let type = target["type"] as? String else {
        fail("target \(target["name"] as? String ?? "?") has no \"type\"")
    }
    if type == "test" { tests += 1 }
}
print(tests)
