import Foundation
import Testing

@testable import NanoToolsKit

/// SwiftPM's two xUnit files as the counts fixture (Tools/checks/CountsFixture) makes them:
/// 5 passed, 4 failed, 1 skipped.
enum XUnitFixture {
    static let swiftTesting = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="7" failures="4" skipped="1" time="0.007">
            <testcase classname="CountsFixtureTests" name="isSkipped()" >
              <skipped>skipped on purpose</skipped>
            </testcase>
            <testcase classname="CountsFixtureTests" name="failsOnce()" time="0.001" >
              <failure message="Expectation failed: (1 + 1 &#8594; 2) == 3 (error): on purpose" />
            </testcase>
            <testcase classname="CountsFixtureTests.ASuite" name="passesInASuite()" time="0.000" />
            <testcase classname="CountsFixtureTests" name="failsByThrowing()" time="0.001" >
              <failure message="Caught error: OnPurpose() (error)" />
            </testcase>
            <testcase classname="CountsFixtureTests" name="passesWithAKnownIssue()" time="0.001" />
            <testcase classname="CountsFixtureTests" name="failsTwiceButIsOneFailedTest()" time="0.001" >
              <failure message="Expectation failed: Bool(false) (error): on purpose" />
              <failure message="Expectation failed: Bool(false) (error): on purpose, again" />
            </testcase>
            <testcase classname="CountsFixtureTests" name="passes()" time="0.001" />
            <testcase classname="CountsFixtureTests" name="passesForEveryArgument(value:)" time="0.001" />
          </testsuite>
        </testsuites>
        """

    static let xctest = """
        <?xml version="1.0" encoding="UTF-8"?>

        <testsuites>
        <testsuite name="TestResults" errors="0" tests="2" failures="1" time="0.039">
        <testcase classname="CountsFixtureTests.XCTestCounts" name="testPasses" time="0.016">
        </testcase>
        <testcase classname="CountsFixtureTests.XCTestCounts" name="testFails" time="0.022">
        <failure message="failure"></failure>
        </testcase>
        </testsuite>
        </testsuites>
        """
}

@Suite struct XUnitCountsTests {
    @Test func swiftTestingReport() {
        #expect(
            TestCounts(xunit: XUnitFixture.swiftTesting) == TestCounts(total: 8, failed: 3, skipped: 1, reported: true))
    }

    @Test func xctestReport() {
        #expect(TestCounts(xunit: XUnitFixture.xctest) == TestCounts(total: 2, failed: 1, skipped: 0, reported: true))
    }

    @Test func bothFilesOfARunAddUp() throws {
        let base = try Self.write(["run.xml": XUnitFixture.xctest, "run-swift-testing.xml": XUnitFixture.swiftTesting])
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(try TestCounts(reportBase: base + "/run").line == "10 4 1 1")
    }

    @Test func oneFileAloneCounts() throws {
        let base = try Self.write(["run-swift-testing.xml": XUnitFixture.swiftTesting])
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(try TestCounts(reportBase: base + "/run").line == "8 3 1 1")
    }

    /// A test process that crashed wrote no report: nothing counted, and not reported.
    @Test func noReportIsNotReported() throws {
        let base = try Self.write([:])
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(try TestCounts(reportBase: base + "/run").line == "0 0 0 0")
    }

    /// A report with no test (a test target in which nothing ran) is reported with 0 tests, which
    /// Tools/test fails as "no test ran".
    @Test func aReportWithoutTests() {
        let empty =
            "<?xml version=\"1.0\"?>\n<testsuites>\n<testsuite name=\"TestResults\" tests=\"0\">\n</testsuite>\n</testsuites>\n"
        #expect(TestCounts(xunit: empty) == TestCounts(total: 0, failed: 0, skipped: 0, reported: true))
    }

    @Test func anErrorElementFailsItsTest() {
        let text =
            "<testsuite><testcase name=\"a\"><error message=\"crash\"/></testcase><testcase name=\"b\"/></testsuite>"
        #expect(TestCounts(xunit: text).line == "2 1 0 1")
    }

    /// `>` inside a quoted message, a tag named like ours but longer, and a character XML
    /// forbids (an escape from a terminal colour) still count as the grep did.
    @Test func awkwardTextDoesNotChangeTheCount() {
        let text = """
            <testsuite><testcases-note/><testcase name="a > b" message='x/>'>\u{1B}[31m<failure message="1 > 0 \u{1B}"/>
            </testcase><testcase name="c"/><failures/></testsuite>
            """
        #expect(TestCounts(xunit: text).line == "2 1 0 1")
    }

    /// A report cut short still counts the tests it shows (one started, not closed).
    @Test func aTruncatedReportCountsWhatItShows() {
        #expect(TestCounts(xunit: "<testsuite><testcase name=\"a\"/><testcase name=\"b\"><failure").line == "2 1 0 1")
    }

    /// A new folder under the temporary directory holding `files`; the test removes it.
    static func write(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nano-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder.path
    }
}
