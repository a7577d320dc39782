import NanoRouting
import Testing

/// Resolving returns exactly the value a route was registered with, whatever its type: small
/// plain values, enums with payloads, wide structs, strings, optionals and `Void`.
@Suite("Route values")
struct RouteValueTests {
    /// An 8-byte plain value of mixed fields, so a byte lost or moved shows.
    struct Packed: Equatable {
        var high: UInt32, low: UInt16
        var flag: Bool, tag: UInt8
    }

    enum Screen: Equatable {
        case home
        case detail(Int32)
        case settings
    }

    /// A plain value over 8 bytes: kept in the value array only.
    struct Wide: Equatable {
        var first: Int
        var second: Int
    }

    /// Registers ``LargeTableTests``' 3,000 mixed routes (many growths) with `value(i)` and
    /// checks that each resolves to its own value.
    func check<Value: Equatable>(_ value: (Int) -> Value) throws {
        var router = Router<Value>()
        for i in 0..<LargeTableTests.count {
            try router.register(LargeTableTests.pattern(i), owner: "Test", value: value(i))
        }
        for i in 0..<LargeTableTests.count {
            #expect(try router.match(path: LargeTableTests.path(i)).value == value(i), "route \(i)")
        }
        #expect(router.routes.map(\.value) == (0..<LargeTableTests.count).map(value))
    }

    @Test func integers() throws {
        try check({ $0 &* 0x0101_0101_0101 &- 7 })
        try check({ Int8(truncatingIfNeeded: $0) })
        try check({ UInt64($0) << 40 | 0xFF })
    }

    @Test func smallPlainValues() throws {
        try check { Packed(high: UInt32($0) &* 2_654_435_761, low: UInt16($0 % 65_521), flag: $0 % 2 == 0, tag: 0xA5) }
        try check({ [Screen.home, .detail(Int32(-$0)), .settings][$0 % 3] })
        try check({ $0 % 2 == 0 })
    }

    @Test func otherValues() throws {
        try check({ Wide(first: $0, second: -$0) })
        try check({ "route \($0)" })
        try check({ $0 % 5 == 0 ? nil : Int($0) })
    }

    @Test func emptyValues() throws {
        var router = Router<Void>()
        try router.register("a/:id(int)", owner: "Test", value: ())
        #expect(try router.match(path: ["a", "1"]).pattern.source == "a/:id(int)")
    }
}
