import Foundation

/// Facts Tools/test reads from JSON that SwiftPM and the apps print, with a JSON parser instead
/// of matching spacing-sensitive text.
public enum ManifestFacts {
    /// How many test targets the manifest declares, from `swift package dump-package` output.
    /// Fails closed: input that is not a manifest (empty, not JSON, no string `name`, no
    /// `targets` array, a target without a string `type`) throws, and Tools/test fails the
    /// package instead of passing it as "built only".
    public static func testTargets(inDumpPackage data: Data) throws(FactsError) -> Int {
        let manifest = try self.manifest(inDumpPackage: data)
        guard let targets = manifest["targets"] as? [[String: Any]] else {
            throw FactsError(reason: "the manifest has no \"targets\" array")
        }
        var tests = 0
        for target in targets {
            guard let type = target["type"] as? String else {
                throw FactsError(reason: "target \(target["name"] as? String ?? "?") has no \"type\"")
            }
            if type == "test" { tests += 1 }
        }
        return tests
    }

    /// The package's name, from `swift package dump-package` output: SwiftPM names the package's
    /// test bundle after it (`<name>PackageTests.xctest`). Throws as ``testTargets(inDumpPackage:)``
    /// does for input that is not a manifest.
    public static func packageName(inDumpPackage data: Data) throws(FactsError) -> String {
        guard let name = try manifest(inDumpPackage: data)["name"] as? String else {
            throw FactsError(reason: "the JSON is not a package manifest (no \"name\")")
        }
        return name
    }

    private static func manifest(inDumpPackage data: Data) throws(FactsError) -> [String: Any] {
        guard !data.isEmpty else { throw FactsError(reason: "no manifest on standard input") }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FactsError(reason: "the manifest is not JSON: \(error.localizedDescription)")
        }
        guard let manifest = parsed as? [String: Any], manifest["name"] is String else {
            throw FactsError(reason: "the JSON is not a package manifest (no \"name\")")
        }
        return manifest
    }

    /// The deepest route a preview can open without parameters, from `PREVIEW routes --json`:
    /// among the routes whose feature is not `stand-ins` and whose pattern has no `:` or `*`,
    /// the one with the longest chain of parents (the chain ends at a route already on it); the
    /// first of equals, in the table's order; nil when there is none. Throws when the input
    /// is not a route table (no `routes` array, a route without a string `pattern` or `feature`).
    public static func deepestRoute(inRoutesJSON data: Data) throws(FactsError) -> String? {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FactsError(reason: "the route table is not JSON: \(error.localizedDescription)")
        }
        guard let table = parsed as? [String: Any], let routes = table["routes"] as? [[String: Any]] else {
            throw FactsError(reason: "the JSON has no \"routes\" array")
        }
        var parent: [String: String] = [:]
        var own: [String] = []
        for route in routes {
            guard let pattern = route["pattern"] as? String, let feature = route["feature"] as? String else {
                throw FactsError(reason: "a route without a string \"pattern\" and \"feature\"")
            }
            if let up = route["parent"] as? String { parent[pattern] = up }
            if feature != "stand-ins" && !pattern.contains(":") && !pattern.contains("*") { own.append(pattern) }
        }
        func depth(_ pattern: String) -> Int {
            var seen: Set<String> = []
            var current = pattern
            var count = 0
            while let up = parent[current], !seen.contains(up) {
                count += 1
                seen.insert(current)
                current = up
            }
            return count
        }
        var best: (pattern: String, depth: Int)?
        for pattern in own {
            let found = depth(pattern)
            if found > best?.depth ?? -1 { best = (pattern, found) }
        }
        return best?.pattern
    }
}

extension ManifestFacts {
    /// How many screens the stack holds in an app's `--json` output (`open LINK --json`: an
    /// object whose `stack` is an array); zero when there is no `stack` array. Throws when the
    /// input is not a JSON object.
    public static func stackDepth(inScreenJSON data: Data) throws(FactsError) -> Int {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FactsError(reason: "the output is not JSON: \(error.localizedDescription)")
        }
        guard let screen = parsed as? [String: Any] else { throw FactsError(reason: "the JSON is not an object") }
        return (screen["stack"] as? [Any])?.count ?? 0
    }
}

extension FactsError {
    /// `data` parsed as JSON, or an error saying that `what` ("the manifest of Modules/Core") is
    /// not JSON.
    static func json(_ data: Data, _ what: String) throws(FactsError) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FactsError(reason: "\(what) is not JSON: \(error.localizedDescription)")
        }
    }
}

/// Input nano-tools could not read (a manifest, a route table, a report); `reason` says why.
public struct FactsError: Error, Equatable {
    /// What was wrong, in a few words.
    public var reason: String

    /// An error saying `reason`.
    public init(reason: String) { self.reason = reason }
}
