// Known counts for Tools/checks/counts.sh. Swift Testing: 4 passed (a plain test, a
// parameterized test with three arguments counted once, a test whose only issue is known, a test
// in a suite), 3 failed (one issue, two issues counted once, a thrown error), 1 skipped.
// XCTest: 1 passed, 1 failed. In all: 10 tests, 5 passed, 4 failed, 1 skipped.
// If you change this file, change EXPECTED in counts.sh.
import Testing
import XCTest

@Test func passes() { #expect(1 + 1 == 2) }

@Test(arguments: [1, 2, 3]) func passesForEveryArgument(value: Int) { #expect(value > 0) }

@Test func passesWithAKnownIssue() { withKnownIssue { #expect(Bool(false)) } }

struct ASuite {
    @Test func passesInASuite() { #expect(true) }
}

@Test func failsOnce() { #expect(1 + 1 == 3, "on purpose") }

@Test func failsTwiceButIsOneFailedTest() {
    #expect(Bool(false), "on purpose")
    #expect(Bool(false), "on purpose, again")
}

struct OnPurpose: Error {}

@Test func failsByThrowing() throws { throw OnPurpose() }

@Test(.disabled("skipped on purpose")) func isSkipped() {}

final class XCTestCounts: XCTestCase {
    func testPasses() { XCTAssertEqual(1 + 1, 2) }
    func testFails() { XCTAssertEqual(1 + 1, 3, "on purpose") }
}
