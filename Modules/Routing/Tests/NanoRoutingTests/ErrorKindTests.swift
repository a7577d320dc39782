import NanoRouting
import Testing

@Suite("Error classes")
struct ErrorKindTests {
    static let invalid: [DeepLinkError] = [
        .malformed(.empty), .malformed(.missingScheme), .malformed(.invalidScheme), .malformed(.missingSlashes),
        .malformed(.userInfoOrPort), .wrongScheme(expected: "nvc", found: "http"), .invalidCharacter(offset: 1),
        .invalidPercentEncoding(offset: 1), .invalidUTF8(offset: 1), .controlCharacter(offset: 1), .emptyPath,
        .emptySegment(index: 0), .dotSegment(index: 0), .encodedSlash(index: 0), .tooLong(limit: 1),
        .tooManySegments(limit: 1), .segmentTooLong(index: 0, limit: 1), .queryTooLarge(limit: 1),
        .tooManyQueryItems(limit: 1), .emptyQueryKey(offset: 1),
        .badParameter(name: "id", value: "x", expected: "int"),
    ]

    @Test(arguments: invalid)
    func invalidLinkClass(_ error: DeepLinkError) {
        #expect(error.kind == .invalidLink)
        #expect(error.isInvalidLink)
        #expect(error.description.hasPrefix("invalid deep link: "))
    }

    @Test func noRouteClass() {
        let error = DeepLinkError.noRoute(path: "a/b")
        #expect(error.kind == .noRoute)
        #expect(!error.isInvalidLink)
    }

    @Test func messagesAreSpecific() {
        #expect(
            DeepLinkError.wrongScheme(expected: "nvc", found: "http").description
                == "invalid deep link: scheme 'http' is not 'nvc'")
        #expect(DeepLinkError.tooLong(limit: 2048).description == "invalid deep link: longer than 2048 bytes")
        #expect(
            DeepLinkError.segmentTooLong(index: 2, limit: 256).description
                == "invalid deep link: path segment 2 is longer than 256 bytes")
        #expect(
            DeepLinkError.invalidPercentEncoding(offset: 8).description
                == "invalid deep link: bad percent-encoding at offset 8")
    }
}
