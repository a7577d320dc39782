import Testing

@testable import NanoRouting

/// `RoutePatternParser.constantSegments(of:)` reads constant-only patterns from their bytes;
/// everything it accepts must parse the same with the full parser, and everything the full
/// parser accepts as constants must take the fast path.
@Suite("Route pattern parser: constant fast path")
struct ConstantFastPathTests {
    /// Checks the fast path against the full parser for one pattern.
    private func agree(_ pattern: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = RoutePatternParser.constantSegments(of: pattern)
        let full = try? RoutePatternParser(source: pattern, types: ParameterTypeRegistry()).parse()
        let fullIsConstant = full?.allSatisfy { if case .constant = $0 { true } else { false } } ?? false
        if let fast {
            #expect(
                fast == full, "fast path and parser disagree on \(pattern.debugDescription)",
                sourceLocation: sourceLocation)
        } else {
            #expect(
                !fullIsConstant, "constant pattern \(pattern.debugDescription) missed the fast path",
                sourceLocation: sourceLocation)
        }
    }

    @Test func acceptsConstantPatterns() {
        #expect(
            RoutePatternParser.constantSegments(of: "settings/about") == [.constant("settings"), .constant("about")])
        #expect(RoutePatternParser.constantSegments(of: "a-b/c.d/e_f/g~h/V2")?.count == 5)
        #expect(RoutePatternParser.constantSegments(of: "home") == [.constant("home")])
    }

    @Test(arguments: [
        "", "/", "a/", "/a", "a//b", ".", "..", "a/./b", "a/../b", "...", "a/.b/..c",
        ":id", "a/:id(int)", "*rest", "a/*rest", "a b", "café", "a/%41", "a?b", "a#b", "A/B/C",
    ])
    func edgeCasesAgree(pattern: String) {
        agree(pattern)
    }

    @Test func limitsAgree() {
        let longest = String(repeating: "x", count: DeepLinkLimits.default.maxSegmentBytes)
        agree(longest)
        agree(longest + "x")
        #expect(RoutePatternParser.constantSegments(of: longest + "x") == nil)
        let most = Array(repeating: "s", count: DeepLinkLimits.default.maxSegments)
        agree(most.joined(separator: "/"))
        agree((most + ["s"]).joined(separator: "/"))
        #expect(RoutePatternParser.constantSegments(of: (most + ["s"]).joined(separator: "/")) == nil)
    }

    @Test func randomPatternsAgree() {
        var generator = RoundTripTests.Generator(state: 0x5EED)
        let alphabet: [Character] = ["a", "Z", "0", "-", ".", "_", "~", "/", "/", ":", "*", "(", ")", " ", "é", "%"]
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 12)
            var pattern = ""
            for _ in 0..<length { pattern.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            agree(pattern)
        }
    }
}
