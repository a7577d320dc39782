import NanoRouting
import Testing

@Suite("Canonical links round-trip")
struct RoundTripTests {
    @Test func encodesReservedAndNonASCII() {
        let link = DeepLink(
            segments: ["search", "a b/c?d#e%f", "café", "x:y@z"],
            query: QueryItems([QueryItem(name: "q&r", value: "1+1=2 #"), QueryItem(name: "p", value: "")]))
        #expect(
            link.string(scheme: "nvc")
                == "nvc://search/a%20b%2Fc%3Fd%23e%25f/caf%C3%A9/x%3Ay%40z?q%26r=1%2B1%3D2%20%23&p=")
    }

    /// A small deterministic generator (SplitMix64).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet: [String] = [
        "a", "Z", "0", "-", ".", "_", "~", " ", "/", "?", "#", "%", "&", "=", "+",
        ":", "@", "é", "😀", "\u{301}", "!", "'", "(", "*", ";", ",",
    ]

    func randomText(_ generator: inout Generator, allowEmpty: Bool) -> String {
        let length = Int.random(in: (allowEmpty ? 0 : 1)...6, using: &generator)
        return (0..<length).map { _ in Self.alphabet.randomElement(using: &generator) ?? "a" }.joined()
    }

    @Test func randomLinksRoundTrip() throws {
        var generator = Generator(state: 42)
        var checked = 0
        for _ in 0..<2000 {
            let segments = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                randomText(&generator, allowEmpty: false)
            }
            guard !segments.contains(where: { $0 == "." || $0 == ".." || $0.utf8.contains(UInt8(ascii: "/")) }) else {
                continue
            }
            let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                QueryItem(
                    name: randomText(&generator, allowEmpty: false), value: randomText(&generator, allowEmpty: true))
            }
            let link = DeepLink(segments: segments, query: QueryItems(items))
            let text = link.string(scheme: "nvc")
            let parsed = try DeepLink.parse(text, scheme: "nvc")
            #expect(parsed == link, "\(text)")
            checked += 1
        }
        #expect(checked > 1000)
    }
}
