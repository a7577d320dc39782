import Foundation
import NanoComposition
import Testing

@testable import NanoCLI

/// `nvc routes --dot` quotes every name it writes, whatever follows a quote or a backslash.
struct RouteTableDotTests {
    /// A route table from JSON, so a test can give it any names (a plugin's file name comes
    /// from the file system).
    private func table(pattern: String, feature: String, pluginPath: String) throws -> RouteTable {
        let route: [String: Any] = [
            "pattern": pattern, "feature": feature, "parameters": [], "presentation": "push",
            "summary": "s", "enabled": true,
        ]
        let object: [String: Any] = [
            "scheme": "demo", "routes": [route], "guards": [],
            "plugins": [["feature": feature, "path": pluginPath, "version": "1"]],
        ]
        return try JSONDecoder().decode(RouteTable.self, from: JSONSerialization.data(withJSONObject: object))
    }

    /// Whether `part`'s UTF-8 occurs in `text`'s (no Character or canonical matching).
    private func holds(_ text: String, _ part: String) -> Bool {
        let bytes = Array(text.utf8)
        let needle = Array(part.utf8)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// A `"` or `\` followed by a combining mark (U+0301) is one Character with it; it is
    /// escaped all the same, so the label's string does not end early.
    @Test func aQuoteOrBackslashBeforeACombiningMarkIsEscaped() throws {
        let dot = try table(pattern: "a\"\u{301}b", feature: "F\\\u{301}", pluginPath: "/p/x\"\u{301}.so").dot
        #expect(holds(dot, "\"a\\\"\u{301}b\" [label=\"a\\\"\u{301}b\"]"))
        #expect(holds(dot, "label=\"F\\\\\u{301}\nplugin x\\\"\u{301}.so\";"))
    }
}
