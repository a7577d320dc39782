// catalog-bench: the catalogue's two measurements for `Tools/bench catalog`
// (Tools/bench-suites/catalog.sh; docs/performance.md, "The catalogue").
//
//   catalog-bench open RUNS    opening `catalog/people` until its first page shows, against a
//                              bare GET + decode of the same page with the same client; prints
//                              one line per run, "BASELINE_MS SUBJECT_MS", interleaved
//   catalog-bench paging ROWS  pages through ROWS people (a generated fault-free fixture API),
//                              leaves the scene with a refresh in flight, then prints "MS
//                              SCENES_BEFORE SCENES_ALIVE EFFECTS_BEFORE EFFECTS_RUNNING
//                              REQUESTS_MADE REQUESTS_UNFINISHED": the paging time, and the
//                              scenes and effects before leaving and what is still alive after
import CatalogFeature
import Foundation
import NanoApiSession
import NanoCore
import NanoFixtureServer
import NanoHTTPClient
import SwapiInterface

/// Milliseconds of `duration`, to 3 decimals.
func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return String(Double(Int((value * 1_000).rounded())) / 1_000)
}

/// `open RUNS`: the first page of people through the app against the bare request.
@MainActor
func measureOpen(runs: Int) async throws {
    let api = try await SwapiFixture.startDefaultAPI()
    let service = api.service(session: ApiSession(transport: NIOHTTPTransport()))
    let bench = try CatalogBenchApp(service: service)
    let clock = ContinuousClock()
    for run in 0..<(runs + 3) {  // 3 warm-up runs, not printed
        let bare = try await clock.measure {
            let page = try await service.page(Person.self, number: 1, search: nil)
            guard page.results.count == 10 else { throw BenchFailure("the bare page has \(page.results.count) people") }
        }
        let opened = try await clock.measure {
            try bench.app.open("catalog/people")
            try await bench.wait("the first page") { bench.rows() == 10 }
        }
        bench.app.removeAllScreens()
        if run >= 3 { print(milliseconds(bare), milliseconds(opened)) }
    }
    await api.stop()
}

/// `paging ROWS`: every page of ROWS people loaded with the list's `more` button, then the
/// scene left; what is alive afterwards.
@MainActor
func measurePaging(rows: Int) async throws {
    let server = try await FixtureServer.start(try peopleAPI(count: rows))
    guard let base = URL(string: server.url()) else { throw BenchFailure("no server URL") }
    let service = SwapiService(baseURL: base, session: ApiSession(transport: NIOHTTPTransport()))
    let start = ContinuousClock.now
    weak var scene: AnyObject?
    let bench = try CatalogBenchApp(service: service)
    try bench.app.open("catalog/people")
    try await bench.wait("the first page") { bench.rows() == 10 }
    scene = bench.app.navigationStack.visibleScene.map { $0 as AnyObject }
    while bench.rows() < rows {
        let shown = bench.rows()
        try bench.app.navigationStack.actionableScene().perform(.tap, on: "more")
        try await bench.wait("rows after \(shown)") { bench.rows() > shown }
    }
    guard bench.rows() == rows else { throw BenchFailure("the list shows \(bench.rows()) rows, not \(rows)") }
    let elapsed = ContinuousClock.now - start
    // Leave with a request in flight: a pull to refresh, then back to the categories and out.
    try bench.app.navigationStack.actionableScene().perform(.refresh, on: "items")
    let scenesBefore = bench.app.navigationStack.stackChain.reduce(0) { $0 + $1.scenes.count }
    let effectsBefore = RunningEffects.count
    try bench.app.navigationStack.goBack()
    bench.app.removeAllScreens()
    // Give cancelled work a moment to unwind (tasks return, sockets close).
    try await Task.sleep(for: .milliseconds(300))
    let survivors = max(bench.leaks.check().count, scene == nil ? 0 : 1)
    let open = server.requests.filter { $0.outcome == .pending }.count
    print(
        milliseconds(elapsed), scenesBefore, survivors, effectsBefore, RunningEffects.count, server.requests.count,
        open)
    await server.stop()
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch (arguments.first, arguments.dropFirst().first.flatMap { Int($0) }) {
    case ("open", let runs?) where runs > 0: try await measureOpen(runs: runs)
    case ("paging", let rows?) where rows > 0: try await measurePaging(rows: rows)
    default:
        FileHandle.standardError.write(Data("usage: catalog-bench open RUNS | paging ROWS\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("catalog-bench: \(error)\n".utf8))
    exit(1)
}
