import Testing

@testable import NanoRouting

/// Values of at most 8 plain bytes ride in their route's trie slot (``Router/valuesInSlots``),
/// copied with the slot each time the table grows; every other value is read from the
/// router's value array. Either way resolving must return exactly the registered value.
@Suite("Values in slots")
struct SlotValueTests {
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
    func check<Value: Equatable>(_ value: (Int) -> Value, inSlots: Bool) throws {
        #expect(Router<Value>.valuesInSlots == inSlots)
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
        try check({ $0 &* 0x0101_0101_0101 &- 7 }, inSlots: true)
        try check({ Int8(truncatingIfNeeded: $0) }, inSlots: true)
        try check({ UInt64($0) << 40 | 0xFF }, inSlots: true)
    }

    @Test func smallPlainValues() throws {
        try check(
            { Packed(high: UInt32($0) &* 2_654_435_761, low: UInt16($0 % 65_521), flag: $0 % 2 == 0, tag: 0xA5) },
            inSlots: true)
        try check({ [Screen.home, .detail(Int32(-$0)), .settings][$0 % 3] }, inSlots: true)
        try check({ $0 % 2 == 0 }, inSlots: true)
    }

    @Test func otherValuesComeFromTheArray() throws {
        try check({ Wide(first: $0, second: -$0) }, inSlots: false)
        try check({ "route \($0)" }, inSlots: false)
        try check({ $0 % 5 == 0 ? nil : Int($0) }, inSlots: false)
    }

    @Test func emptyValues() throws {
        #expect(Router<Void>.valuesInSlots)
        var router = Router<Void>()
        try router.register("a/:id(int)", owner: "Test", value: ())
        #expect(try router.match(path: ["a", "1"]).pattern.source == "a/:id(int)")
    }
}
