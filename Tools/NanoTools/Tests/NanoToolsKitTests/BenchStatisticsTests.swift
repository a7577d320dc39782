import Testing

@testable import NanoToolsKit

@Suite struct BenchStatisticsTests {
    @Test func medianOfAnOddCountIsTheMiddleValue() {
        #expect(BenchStatistics.median([3, 1, 2]) == 2)
        #expect(BenchStatistics.median([0.5]) == 0.5)
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(BenchStatistics.median([4, 1, 3, 2]) == 2.5)
        #expect(BenchStatistics.median([10, 20]) == 15)
    }

    @Test func noValuesHaveNoMedian() {
        #expect(BenchStatistics.median([]) == nil)
        #expect(throws: BenchStatistics.InputError("no values")) { try BenchStatistics.median(of: []) }
    }

    /// Sorted as numbers, not as text (`sort -n`'s job in the bash suites): 9 < 10.
    @Test func medianOfTextSortsNumerically() throws {
        #expect(try BenchStatistics.median(of: ["10", "9", "100"]) == 10)
        #expect(try BenchStatistics.median(of: ["0.2345", "1e1", "3"]) == 3)
    }

    @Test func medianRefusesWhatIsNotANumber() {
        #expect(throws: BenchStatistics.InputError("'1.2.3' is not a number")) {
            try BenchStatistics.median(of: ["1", "1.2.3"])
        }
        #expect(throws: BenchStatistics.InputError("'nan' is not a number")) { try BenchStatistics.median(of: ["nan"]) }
    }

    @Test func elapsedBetweenTwoEpochRealtimeReadings() throws {
        let seconds = try BenchStatistics.elapsed(from: "1764135000.250000", to: "1764135002.000125")
        #expect(abs(seconds - 1.750125) < 1e-6)
        #expect(BenchStatistics.format(seconds, digits: 4) == "1.7501")
        #expect(BenchStatistics.format(seconds * 1000, digits: 1) == "1750.1")
    }

    /// Bash writes $EPOCHREALTIME with the locale's decimal separator.
    @Test func elapsedReadsACommaAsTheDecimalPoint() throws {
        #expect(try BenchStatistics.elapsed(from: "100,5", to: "101,0") == 0.5)
    }

    @Test func elapsedRefusesWhatIsNotAReading() {
        #expect(throws: BenchStatistics.InputError("'' is not a number")) {
            try BenchStatistics.elapsed(from: "", to: "1.0")
        }
    }

    @Test(arguments: [
        (0.23450, 4, "0.2345"), (12.0, 1, "12"), (12.25, 1, "12.3"), (0.00004, 4, "0"), (1.5, 0, "2"),
        (-0.25, 2, "-0.25"), (-0.00001, 2, "0"), (1234.5678, 2, "1234.57"), (0.1, 9, "0.1"),
    ])
    func format(value: Double, digits: Int, expected: String) {
        #expect(BenchStatistics.format(value, digits: digits) == expected)
    }

    static let spawnTimerReport = """
        command\tmedian_ms\tmean_ms\tmin_ms\tmax_ms\truns\tfailed
        baseline\t2.6102\t2.6544\t2.4011\t3.9002\t300\t0
        subject\t6.4213\t6.5\t6.1\t7.2\t300\t0
        """

    @Test func spawnMediansAreTheSecondFieldOfEachCommand() throws {
        let medians = try BenchStatistics.spawnMedians(tsv: Self.spawnTimerReport)
        #expect(medians.baseline == "2.6102")
        #expect(medians.subject == "6.4213")
    }

    @Test func aSpawnReportWithoutBothCommandsFails() {
        let baselineOnly = Self.spawnTimerReport.split(separator: "\n").dropLast().joined(separator: "\n")
        #expect(throws: BenchStatistics.InputError("the spawn timer printed no medians")) {
            try BenchStatistics.spawnMedians(tsv: baselineOnly)
        }
        #expect(throws: BenchStatistics.InputError("the spawn timer printed no medians")) {
            try BenchStatistics.spawnMedians(tsv: "")
        }
        #expect(throws: BenchStatistics.InputError("'n/a' is not a number")) {
            try BenchStatistics.spawnMedians(tsv: "baseline\tn/a\nsubject\t1\n")
        }
    }
}
