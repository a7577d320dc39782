import NanoRouting
import Testing

/// Thousands of routes of every shape, constants sharing prefixes and long labels among them:
/// every route must resolve to its own value, near misses to none, in any registration order.
@Suite("Large route tables")
struct LargeTableTests {
    /// Route `i` of a mixed set: constants, long labels (over 8 bytes), typed and string
    /// parameters in chains, enums, catch-alls, and parameters at the root.
    static func pattern(_ i: Int) -> String {
        let group = "g\(i / 16)"
        switch i % 8 {
        case 0: return "t\(i)"
        case 1: return "\(group)/a-long-label-\(i)"
        case 2: return "\(group)/u\(i)/:id(int)"
        case 3: return "\(group)/n\(i)/:name/detail"
        case 4: return "\(group)/f\(i)/*path"
        case 5: return "\(group)/c\(i)/b/:x(int)/c/:y/:z(uuid)"
        case 6: return "\(group)/e\(i)/:mode(enum: on|off)/:n(int)"
        default: return ":root\(i % 3 == 0 ? "(int)" : "")/r\(i)/:rest(int)"
        }
    }

    /// A path matching route `i` (from ``pattern(_:)``).
    static func path(_ i: Int) -> [String] {
        let group = "g\(i / 16)"
        switch i % 8 {
        case 0: return ["t\(i)"]
        case 1: return [group, "a-long-label-\(i)"]
        case 2: return [group, "u\(i)", "\(i * 7)"]
        case 3: return [group, "n\(i)", "someone", "detail"]
        case 4: return [group, "f\(i)", "x", "y"]
        case 5: return [group, "c\(i)", "b", "-\(i)", "c", "why", "123e4567-e89b-12d3-a456-426614174000"]
        case 6: return [group, "e\(i)", i % 2 == 0 ? "on" : "off", "\(i)"]
        default: return [i % 3 == 0 ? "\(i)" : "word", "r\(i)", "\(i)"]
        }
    }

    static let count = 3_000

    static func router() throws -> Router<Int> {
        var router = Router<Int>()
        for i in 0..<count { try router.register(pattern(i), owner: "Test", value: i) }
        return router
    }

    @Test func everyRouteResolvesToItself() throws {
        let router = try Self.router()
        for i in 0..<Self.count {
            #expect(try router.match(path: Self.path(i)).value == i, "route \(i): \(Self.pattern(i))")
        }
    }

    @Test func nearMissesMatchNothing() throws {
        let router = try Self.router()
        for i in stride(from: 1, to: Self.count, by: 8) {
            // Same first 8 bytes, one byte different after them; one byte shorter; one longer.
            var changed = Array("a-long-label-\(i)".utf8)
            changed[changed.count - 1] ^= 1
            let labels = [
                String(decoding: changed, as: UTF8.self), String("a-long-label-\(i)".dropLast()), "a-long-label-\(i)x",
            ]
            for label in labels {
                #expect(
                    throws: DeepLinkError.noRoute(path: "g\(i / 16)/\(label)"),
                    "\(label)"
                ) { try router.match(path: ["g\(i / 16)", label]) }
            }
        }
        #expect(throws: DeepLinkError.noRoute(path: "a-long-l")) { try router.match(path: ["a-long-l"]) }
    }

    @Test func labelsAroundEightBytes() throws {
        let labels = ["exactly", "exactly8", "exactly8x", "exactly9", "exactly8\u{0}", "exactly\u{0}"]
        let router = try makeRouter(Array(labels.prefix(4)))
        for label in labels.prefix(4) { #expect(try router.match(path: [label]).value == label) }
        for label in labels.dropFirst(4) {
            #expect(throws: DeepLinkError.noRoute(path: label)) { try router.match(path: [label]) }
        }
    }

    @Test func typedParametersStillDiagnose() throws {
        let router = try Self.router()
        #expect(throws: DeepLinkError.badParameter(name: "id", value: "x", expected: "int")) {
            try router.match(path: ["g0", "u2", "x"])
        }
        #expect(throws: DeepLinkError.badParameter(name: "mode", value: "maybe", expected: "one of on|off")) {
            try router.match(path: ["g0", "e6", "maybe", "1"])
        }
    }

    @Test func registrationOrderDoesNotMatter() throws {
        var reversed = Router<Int>()
        for i in (0..<Self.count).reversed() { try reversed.register(Self.pattern(i), owner: "Test", value: i) }
        for i in stride(from: 0, to: Self.count, by: 7) {
            #expect(try reversed.match(path: Self.path(i)).value == i, "route \(i): \(Self.pattern(i))")
        }
    }
}
