import Foundation
import Testing

@testable import NanoDI

@MainActor
@Suite("Pasteboard")
struct PasteboardTests {
    @Test func copiedStringIsReadable() {
        let pasteboard = InMemoryPasteboard(dateProvider: FixedDateProvider())
        #expect(pasteboard.string == nil)
        pasteboard.copy("hello")
        #expect(pasteboard.string == "hello")
        pasteboard.copy("world")
        #expect(pasteboard.string == "world")
        #expect(pasteboard.history == ["hello", "world"])
    }

    @Test func expiringStringDisappearsAfterItsDuration() {
        let dates = FixedDateProvider()
        let pasteboard = InMemoryPasteboard(dateProvider: dates)
        pasteboard.copy("123456", expiresAfter: .seconds(60))
        dates.advance(by: .seconds(59))
        #expect(pasteboard.string == "123456")
        dates.advance(by: .seconds(1))
        #expect(pasteboard.string == nil)
    }

    @Test func newCopyReplacesTheExpiry() {
        let dates = FixedDateProvider()
        let pasteboard = InMemoryPasteboard(dateProvider: dates)
        pasteboard.copy("secret", expiresAfter: .seconds(10))
        pasteboard.copy("plain")
        dates.advance(by: .seconds(3600))
        #expect(pasteboard.string == "plain")
    }

    @Test func clearEmptiesThePasteboard() {
        let pasteboard = InMemoryPasteboard(dateProvider: FixedDateProvider())
        pasteboard.copy("x")
        pasteboard.clear()
        #expect(pasteboard.string == nil)
    }
}
