import NanoRouting
import Testing

@Suite("Route pattern syntax")
struct PatternSyntaxTests {
    @Test func parsesEverySegmentKind() throws {
        var types = ParameterTypeRegistry()
        try types.register(Double.self, as: "double")
        let pattern = try RoutePattern(
            parsing: "shop/:id(int)/:key(uuid)/:name/:label(string)/:tab(enum: a|b|c)/:price(double)/*rest",
            types: types
        )
        #expect(
            pattern.segments == [
                .constant("shop"),
                .parameter(name: "id", type: .int),
                .parameter(name: "key", type: .uuid),
                .parameter(name: "name", type: .string),
                .parameter(name: "label", type: .string),
                .parameter(name: "tab", type: .enumeration(["a", "b", "c"])),
                .parameter(name: "price", type: .custom("double")),
                .catchAll(name: "rest"),
            ])
        #expect(pattern.parameterNames == ["id", "key", "name", "label", "tab", "price", "rest"])
        #expect(pattern.hasCatchAll)
    }

    @Test func enumListAllowsSpacesAroundValues() throws {
        let pattern = try RoutePattern(parsing: ":m(enum:  system | light|dark )")
        #expect(pattern.segments == [.parameter(name: "m", type: .enumeration(["system", "light", "dark"]))])
    }

    @Test func constantsMayUseUnreservedCharacters() throws {
        let pattern = try RoutePattern(parsing: "a-b/c.d/e_f/g~h/V2")
        #expect(pattern.segments.count == 5)
    }

    struct BadPattern: Sendable, CustomTestStringConvertible {
        let pattern: String
        let reason: RoutePatternError.Reason
        let offset: Int
        let segment: Int
        var testDescription: String { "'\(pattern)'" }
    }

    static let badPatterns: [BadPattern] = [
        .init(pattern: "", reason: .emptyPattern, offset: 0, segment: 0),
        .init(pattern: "/home", reason: .emptySegment, offset: 0, segment: 0),
        .init(pattern: "home/", reason: .emptySegment, offset: 5, segment: 1),
        .init(pattern: "a//b", reason: .emptySegment, offset: 2, segment: 1),
        .init(pattern: "a/b c", reason: .invalidCharacter(" "), offset: 3, segment: 1),
        .init(pattern: "a/é", reason: .invalidCharacter("é"), offset: 2, segment: 1),
        .init(pattern: "a/b?c", reason: .invalidCharacter("?"), offset: 3, segment: 1),
        .init(pattern: "a/%41", reason: .invalidCharacter("%"), offset: 2, segment: 1),
        .init(pattern: "a/..", reason: .dotSegment, offset: 2, segment: 1),
        .init(pattern: "./a", reason: .dotSegment, offset: 0, segment: 0),
        .init(pattern: "a/:", reason: .missingParameterName, offset: 3, segment: 1),
        .init(pattern: "a/:(int)", reason: .missingParameterName, offset: 3, segment: 1),
        .init(pattern: "a/:1x", reason: .invalidCharacter("1"), offset: 3, segment: 1),
        .init(pattern: "a/:x-y", reason: .invalidCharacter("-"), offset: 4, segment: 1),
        .init(pattern: "a/*", reason: .missingParameterName, offset: 3, segment: 1),
        .init(pattern: "a/*r(int)", reason: .invalidCharacter("("), offset: 4, segment: 1),
        .init(pattern: ":x/:x", reason: .duplicateParameterName("x"), offset: 4, segment: 1),
        .init(pattern: ":x/*x", reason: .duplicateParameterName("x"), offset: 4, segment: 1),
        .init(pattern: "a/:id(integer)", reason: .unknownType("integer"), offset: 6, segment: 1),
        .init(pattern: "a/:id()", reason: .unknownType(""), offset: 6, segment: 1),
        .init(pattern: "a/:id(in t)", reason: .invalidCharacter(" "), offset: 8, segment: 1),
        .init(pattern: "a/:id(int", reason: .unterminatedType, offset: 5, segment: 1),
        .init(pattern: "a/:id(int)x", reason: .invalidCharacter("x"), offset: 10, segment: 1),
        .init(pattern: "*rest/a", reason: .catchAllNotLast, offset: 0, segment: 0),
        .init(pattern: "a/*r/*s", reason: .catchAllNotLast, offset: 2, segment: 1),
        .init(pattern: ":t(enum:)", reason: .badEnumList(.noValues), offset: 8, segment: 0),
        .init(pattern: ":t(enum: a||b)", reason: .badEnumList(.emptyValue), offset: 11, segment: 0),
        .init(pattern: ":t(enum: a|)", reason: .badEnumList(.emptyValue), offset: 11, segment: 0),
        .init(pattern: ":t(enum: a|b|a)", reason: .badEnumList(.duplicateValue("a")), offset: 13, segment: 0),
        .init(pattern: ":t(enum: a|..)", reason: .badEnumList(.invalidValue("..")), offset: 11, segment: 0),
        .init(pattern: ":t(enum: a b)", reason: .invalidCharacter("b"), offset: 11, segment: 0),
        .init(pattern: ":t(enum: a|b!)", reason: .invalidCharacter("!"), offset: 12, segment: 0),
        .init(
            pattern: Array(repeating: "a", count: 33).joined(separator: "/"),
            reason: .tooManySegments(limit: 32), offset: 64, segment: 32),
        .init(pattern: String(repeating: "x", count: 257), reason: .segmentTooLong(limit: 256), offset: 0, segment: 0),
    ]

    @Test(arguments: badPatterns)
    func rejectsBadPattern(_ bad: BadPattern) {
        let error = patternError(bad.pattern)
        #expect(
            error
                == RoutePatternError(
                    pattern: bad.pattern, offset: bad.offset,
                    segmentIndex: bad.segment, reason: bad.reason))
    }

    @Test func limitsAreInclusive() throws {
        _ = try RoutePattern(parsing: Array(repeating: "a", count: 32).joined(separator: "/"))
        _ = try RoutePattern(parsing: String(repeating: "x", count: 256))
    }

    @Test func errorMessageNamesPatternAndPosition() throws {
        let error = try #require(patternError("settings/:id(integer)"))
        #expect(error.description.contains("'settings/:id(integer)'"))
        #expect(error.description.contains("unknown parameter type 'integer'"))
        #expect(error.description.contains("segment 1, offset 13"))
    }

    @Test func customTypeMustBeRegisteredBeforeUse() throws {
        #expect(patternError("p/:x(double)")?.reason == .unknownType("double"))
        var types = ParameterTypeRegistry()
        try types.register(Double.self, as: "double")
        #expect(patternError("p/:x(double)", types: types) == nil)
    }

    @Test func canonicalDescriptionOfSegments() throws {
        let pattern = try RoutePattern(parsing: "a/:b/:c(string)/:d(int)/:e(enum: x|y)/*f")
        #expect(pattern.segments.map(\.description) == ["a", ":b", ":c", ":d(int)", ":e(enum: x|y)", "*f"])
        #expect(pattern.description == "a/:b/:c(string)/:d(int)/:e(enum: x|y)/*f")
    }
}
