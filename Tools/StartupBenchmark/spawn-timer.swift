// spawn-timer: runs two commands alternately and reports their wall times (spawn to exit).
//
//   spawn-timer [--tsv] RUNS WARMUP -- BASELINE ARGS... -- SUBJECT ARGS...
//
// Each run is posix_spawn + waitpid, timed with CLOCK_MONOTONIC, stdout and stderr sent to
// /dev/null. The two commands alternate (baseline, subject, baseline, ...) so drift in the
// machine's load affects both alike. Prints one line per command (median, mean, min, max in
// milliseconds), the ratio of the medians and the ratio of the minimums. With --tsv (what
// Tools/bench reads) it prints instead a header and one tab-separated line per command:
//
//   command   median_ms  mean_ms  min_ms  max_ms  runs  failed
//   baseline  2.6102     2.6544   2.4011  3.9002  300   0
//   subject   6.4213     ...
//
// Exits 1 if any timed run of either command fails (exits non-zero), 2 on a usage error.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Runs `command` once; returns its wall time in ms and its exit status.
func run(_ command: [String]) -> (ms: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = now()
    guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else { return (0, 127) }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = now() - start
    return (elapsed, (status >> 8) & 0xFF)
}

func summary(_ name: String, _ times: [Double], failed: Int) -> (line: String, tsv: String, median: Double, min: Double)
{
    let sorted = times.sorted()
    let median =
        sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    let mean = times.reduce(0, +) / Double(times.count)
    let tsv = [
        name, "\(median)", "\(mean)", "\(sorted[0])", "\(sorted[sorted.count - 1])", "\(times.count)", "\(failed)",
    ]
    .joined(separator: "\t")
    func ms(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) ms"
    }
    return (
        "\(name): median \(ms(median)), mean \(ms(mean)), min \(ms(sorted[0])), max \(ms(sorted[sorted.count - 1])) (\(times.count) runs)",
        tsv, median, sorted[0]
    )
}

var arguments = Array(CommandLine.arguments.dropFirst())
let tsv = arguments.first == "--tsv"
if tsv { arguments.removeFirst() }
let separators = arguments.indices.filter { arguments[$0] == "--" }
guard arguments.count > 2, separators.count == 2, let runs = Int(arguments[0]), let warmup = Int(arguments[1]),
    runs > 0,
    separators[0] == 2, separators[1] > 3, separators[1] < arguments.count - 1
else {
    fputs("usage: spawn-timer [--tsv] RUNS WARMUP -- BASELINE ARGS... -- SUBJECT ARGS...\n", stderr)
    exit(2)
}
let baseline = Array(arguments[3..<separators[1]])
let subject = Array(arguments[(separators[1] + 1)...])

for _ in 0..<warmup {
    _ = run(baseline)
    _ = run(subject)
}
var baselineTimes: [Double] = []
var subjectTimes: [Double] = []
var baselineFailures = 0
var subjectFailures = 0
for _ in 0..<runs {
    let reference = run(baseline)
    baselineTimes.append(reference.ms)
    if reference.status != 0 { baselineFailures += 1 }
    let result = run(subject)
    subjectTimes.append(result.ms)
    if result.status != 0 { subjectFailures += 1 }
}
let base = summary("baseline", baselineTimes, failed: baselineFailures)
let measured = summary("subject", subjectTimes, failed: subjectFailures)
if tsv {
    print(["command", "median_ms", "mean_ms", "min_ms", "max_ms", "runs", "failed"].joined(separator: "\t"))
    print(base.tsv)
    print(measured.tsv)
    exit(baselineFailures + subjectFailures > 0 ? 1 : 0)
}
print(base.line)
print("subject \(measured.line.dropFirst("subject".count))")
func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)x"
}
// The median is the headline; the ratio of the minimums is the one least moved by other load
// on the machine (a busy machine inflates both medians and so compresses their ratio).
print("ratio (median subject / median baseline): \(ratio(measured.median / base.median))")
print("ratio (min subject / min baseline): \(ratio(measured.min / base.min))")
if baselineFailures + subjectFailures > 0 {
    fputs("spawn-timer: \(baselineFailures) baseline and \(subjectFailures) subject run(s) failed\n", stderr)
    exit(1)
}
