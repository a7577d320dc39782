import Foundation

/// How many tests one `swift test` run reported, read from the xUnit files SwiftPM writes
/// (`--xunit-output REPORT.xml` with `--parallel`: XCTest's results in REPORT.xml, Swift
/// Testing's in REPORT-swift-testing.xml). Tools/test's counts come from here, never from the
/// human output.
///
/// One `<testcase>` element is one test function (a parameterized test is one). It failed when
/// it holds a `<failure>` or `<error>` element (Swift Testing writes one per issue, so a test
/// with two issues is still one failed test); it was skipped when it holds `<skipped>`.
public struct TestCounts: Sendable, Equatable {
    /// The `<testcase>` elements.
    public var total = 0
    /// Those holding a `<failure>` or an `<error>`.
    public var failed = 0
    /// Those holding a `<skipped>`.
    public var skipped = 0
    /// Whether SwiftPM wrote a report at all (a test process that crashed writes none).
    public var reported = false

    /// Counts of nothing, from no report.
    public init() {}

    /// Counts with the given numbers.
    public init(total: Int, failed: Int, skipped: Int, reported: Bool) {
        self.total = total
        self.failed = failed
        self.skipped = skipped
        self.reported = reported
    }

    /// The counts of one xUnit document, read leniently, tag by tag (as Tools/test's grep did,
    /// so a message SwiftPM wrote with a character XML forbids still counts its test): each
    /// `<testcase` start tag begins a test, which ends at `</testcase>`, at `/>` closing its own
    /// start tag, at the next `<testcase`, or at the end of the text.
    public init(xunit text: String) {
        self.init()
        reported = true
        var scanner = TagScanner(text)
        var open: (failed: Bool, skipped: Bool)?
        func close() {
            guard let test = open else { return }
            total += 1
            if test.failed { failed += 1 }
            if test.skipped { skipped += 1 }
            open = nil
        }
        while let tag = scanner.nextTag() {
            switch (tag.name, tag.isEnd) {
            case ("testcase", false):
                close()
                open = (false, false)
                if tag.closesItself { close() }
            case ("testcase", true):
                close()
            case ("failure", false), ("error", false):
                open?.failed = true
            case ("skipped", false):
                open?.skipped = true
            default:
                break
            }
        }
        close()
    }

    /// The counts of a run whose reports are REPORT.xml and REPORT-swift-testing.xml (`base` is
    /// REPORT): the sum over the files that exist; `reported` when at least one does.
    public init(reportBase base: String) throws(FactsError) {
        self.init()
        for path in [base + ".xml", base + "-swift-testing.xml"] where FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FactsError(reason: "\(path) cannot be read")
            }
            let counts = TestCounts(xunit: String(decoding: data, as: UTF8.self))
            total += counts.total
            failed += counts.failed
            skipped += counts.skipped
            reported = true
        }
    }

    /// `total failed skipped reported`, the line Tools/test reads (`reported` as 1 or 0).
    public var line: String { "\(total) \(failed) \(skipped) \(reported ? 1 : 0)" }
}

/// Start and end tags of XML text, one after another; comments, declarations and text between
/// tags are passed over, and a quoted attribute value may hold `>`.
struct TagScanner {
    /// One tag: its name, whether it is an end tag (`</name>`), whether it closes itself (`/>`).
    struct Tag: Equatable {
        var name: Substring
        var isEnd: Bool
        var closesItself: Bool
    }

    private let text: Substring.UTF8View
    private var index: Substring.UTF8View.Index

    init(_ text: String) {
        self.text = Substring(text).utf8
        index = self.text.startIndex
    }

    mutating func nextTag() -> Tag? {
        while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = text.index(after: open)
            var isEnd = false
            if index < text.endIndex, text[index] == UInt8(ascii: "/") {
                isEnd = true
                index = text.index(after: index)
            }
            let nameStart = index
            while index < text.endIndex, Self.isNameByte(text[index]) { index = text.index(after: index) }
            let name = Substring(text[nameStart..<index])
            var quote: UInt8?
            var previous: UInt8 = 0
            while index < text.endIndex {
                let byte = text[index]
                index = text.index(after: index)
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                previous = byte
            }
            if name.isEmpty { continue }  // <?xml ...?>, <!-- ... -->, <!DOCTYPE ...>
            return Tag(name: name, isEnd: isEnd, closesItself: previous == UInt8(ascii: "/"))
        }
        index = text.endIndex
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }
}
