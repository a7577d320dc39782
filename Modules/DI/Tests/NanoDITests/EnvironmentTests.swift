import Foundation
import Testing

@testable import NanoDI

@MainActor
@Suite("Date, haptics, URL opener")
struct EnvironmentTests {
    @Test func fixedDateProviderIsSettableAndAdvances() {
        let start = Date(timeIntervalSince1970: 1_000)
        let dates = FixedDateProvider(start)
        #expect(dates.now == start)
        dates.advance(by: .milliseconds(1500))
        #expect(dates.now == Date(timeIntervalSince1970: 1_001.5))
        dates.now = Date(timeIntervalSince1970: 5)
        #expect(dates.now == Date(timeIntervalSince1970: 5))
    }

    @Test func systemDateProviderFollowsTheSystemClock() {
        let before = Date()
        let now = SystemDateProvider().now
        #expect(now >= before)
        #expect(now.timeIntervalSince(before) < 60)
    }

    @Test func recordingHapticsRecordsInOrder() {
        let haptics = RecordingHapticFeedback()
        haptics.play(.selection)
        haptics.play(.success)
        haptics.play(.selection)
        #expect(haptics.played == [.selection, .success, .selection])
        haptics.reset()
        #expect(haptics.played.isEmpty)
    }

    @Test func noHapticsAcceptsEveryKind() {
        let haptics: any HapticFeedback = NoHapticFeedback()
        for kind in HapticKind.allCases { haptics.play(kind) }
        #expect(HapticKind.allCases.count == 5)
    }

    @Test func recordingUrlOpenerRecordsAndReturnsConfiguredResult() throws {
        let opener = RecordingUrlOpener()
        let first = try #require(URL(string: "https://example.com/help"))
        let second = try #require(URL(string: "mailto:support@example.com"))
        #expect(opener.open(first))
        opener.result = false
        #expect(!opener.open(second))
        #expect(opener.openedURLs == [first, second])
    }

    @Test func noUrlOpenerOpensNothing() throws {
        let url = try #require(URL(string: "https://example.com"))
        #expect(NoUrlOpener().open(url) == false)
    }
}
