import Foundation
import Testing

@testable import NanoPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What NanoPersistence now does without corelibs Foundation, checked against what Foundation
/// did (a test may link it).
@Suite("Persistence without corelibs Foundation")
struct FoundationFreeTests {
    /// The moved-aside name's timestamp is byte for byte what the `DateFormatter` wrote.
    @Test(arguments: [0, 1_700_000_000, 1_700_000_000.999, 951_782_400, 4_102_444_799, 1_234_567_890.5, -86_400])
    func theTimestampIsWhatTheDateFormatterWrote(seconds: Double) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let date = Date(timeIntervalSince1970: seconds)
        #expect(FileKeyValueStore.timestamp(date) == formatter.string(from: date))
    }

    /// A relative link is followed from the link's folder with `.` and `..` resolved in the
    /// text, as `NSString.standardizingPath` resolved them.
    @Test func aRelativeLinkIsResolvedFromItsFolderWithDotsRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let real = directory.file("real").path
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        let link = directory.file("state.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "./real/../real/./target.json")
        let expected = (directory.file("real").path as NSString).appendingPathComponent("target.json")
        #expect(try StoreFile.finalTarget(of: link) == (expected as NSString).standardizingPath)
        #expect(try StoreFile.finalTarget(of: link).hasSuffix("/real/target.json"))
    }

    /// FoundationEssentials' file errors (a `CocoaError` with the `POSIXError` under it), an
    /// unknown Cocoa code and an error of our own read as before.
    @Test func fileErrorsOfEveryKindBecomeThePhrasesTheyWere() {
        struct Refusal: Error {}
        let essentials = CocoaError(.fileReadNoSuchFile, userInfo: ["NSUnderlyingError": POSIXError(.EACCES)])
        #expect(SystemErrorText.describe(essentials) == "permission denied")
        #expect(SystemErrorText.describe(CocoaError(.fileReadNoSuchFile)) == "it does not exist")
        #expect(SystemErrorText.describe(CocoaError(.fileWriteUnknown)) == "the file system refused (error 512)")
        let ours = SystemErrorText.describe(Refusal())
        #expect(ours == "an unexpected error (\((Refusal() as NSError).domain) 1)")
        #expect(ours.hasSuffix("Refusal 1)"))
    }
}
