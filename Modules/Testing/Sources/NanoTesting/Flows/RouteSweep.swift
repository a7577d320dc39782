import NanoComposition
import NanoContract
import NanoNavigation
import NanoUI

/// Opens every registered route of a composed app with sample links (``RouteSamples``), signed
/// in and signed out, each in a freshly composed app, and checks what a person would see:
///
/// - the link shows its route's screen on top of the stack its parent chain promises (the
///   entries below it are the chain from the root route to its parent; the top entry is the
///   route's own, or the link its flow labelled the screen with, a route with the same
///   parents), and the visible screen is that entry's; or — when a guard on that
///   chain fails — the guard's flow with the link pending and no guarded screen showing, or
///   it fails with a typed, documented `OpenLinkError` (never `internalError`);
/// - signed in, no guard defers the link; signed out, no guarded route shows;
/// - once the app is closed and dropped, every scene, view model and coordinator it showed
///   is freed;
/// - the saved stack (`NanoApp/entryLinks`) restored into a new app shows the same screens.
///
/// A route that no sample opens (every sample refused, or a custom parameter type with no
/// values) is reported by name: the sweep covers every registered route or says which not.
///
/// ```swift
/// let report = RouteSweep { session in try AppUnderTest.preview(of: ProbePlugin(), in: session) }.run()
/// print(report.summary)   // route sweep: 2 of 2 routes opened (100 %), 2 links, 4 opens signed in and out
/// #expect(report.failures.isEmpty, "\(report)")
/// ```
@MainActor
public struct RouteSweep {
    private let compose: @MainActor (AppUnderTest.Session) throws -> AppUnderTest
    private let custom: [String: [String]]

    /// A sweep over the app `compose` makes afresh for each link and session.
    /// - Parameters:
    ///   - customValues: Sample values for custom parameter types, by type name.
    ///   - compose: Makes the app in a session; called again for every link, session and
    ///     restore.
    public init(
        customValues: [String: [String]] = [:],
        compose: @escaping @MainActor (AppUnderTest.Session) throws -> AppUnderTest
    ) {
        self.compose = compose
        custom = customValues
    }

    /// Opens every sample link of every route in both sessions and returns what it found.
    public func run() -> RouteSweepReport {
        let table: RouteTable
        do {
            table = try compose(.signedIn).app.routeTable
        } catch {
            return RouteSweepReport(routes: [], failures: ["the app does not compose: \(error)"])
        }
        var failures: [String] = []
        var results: [RouteSweepReport.Route] = []
        for route in table.routes where route.enabled {
            var result = RouteSweepReport.Route(pattern: route.pattern, feature: route.feature)
            guard let samples = RouteSamples.links(for: route, scheme: table.scheme, custom: custom) else {
                result.refusals.append("no sample values for its parameter types")
                results.append(result)
                continue
            }
            for sample in samples {
                for session in AppUnderTest.Session.allCases {
                    result.opens += 1
                    switch check(sample, of: route, in: table, session: session) {
                    case .shown: result.shown += 1
                    case .refused(let reason): result.refusals.append("\(sample.link) (\(session)): \(reason)")
                    case .failed(let problems):
                        failures += problems.map { "\(route.pattern): \(sample.link) (\(session)): \($0)" }
                    }
                }
            }
            result.links = samples.count
            results.append(result)
        }
        return RouteSweepReport(routes: results, failures: failures)
    }

    private enum Verdict {
        case shown
        case refused(String)
        case failed([String])
    }

    /// Opens `sample` in a new app in `session` and checks the screens, the leaks and the
    /// restored stack.
    private func check(
        _ sample: RouteSamples.Sample, of route: RouteTable.Route, in table: RouteTable, session: AppUnderTest.Session
    ) -> Verdict {
        let leaks = LeakTracker()
        var problems: [String] = []
        let verdict: Verdict
        let saved: [String]
        let screens: [[String]]
        do {
            let subject = try compose(session)
            let outcome: OpenOutcome
            do {
                outcome = try subject.app.open(sample.link)
                subject.settle()
            } catch {
                subject.close()
                if case .internalError = error { return .failed(["internal error: \(error)"]) }
                if case .appGone = error { return .failed(["the app is gone"]) }
                return .refused(error.description)
            }
            problems += Self.screenProblems(outcome, route: route, table: table, session: session, app: subject.app)
            saved = subject.app.entryLinks
            screens = subject.screens
            leaks.trackFlow(of: subject.app.rootCoordinator)
            leaks.trackScenes(of: subject.app.navigationStack)
            subject.close()
            if case .deferred(let pending, let guardID) = outcome {
                verdict = .refused("deferred by \(guardID), \(pending) pending")
            } else {
                verdict = .shown
            }
        } catch {
            return .failed(["the app does not compose: \(error)"])
        }
        if !leaks.survivors.isEmpty {
            problems.append("still alive after the app closed: \(leaks.survivors.joined(separator: ", "))")
        }
        problems += restoreProblems(saved, screens: screens, session: session)
        return problems.isEmpty ? verdict : .failed(problems)
    }

    /// What is wrong with the screens after `outcome`: the promised stack, or the guard.
    private static func screenProblems(
        _ outcome: OpenOutcome, route: RouteTable.Route, table: RouteTable, session: AppUnderTest.Session,
        app: NanoApp
    ) -> [String] {
        let chain = Self.chain(of: route, in: table)
        let shownPatterns = app.entryLinks.map { (try? app.resolveRoute($0).pattern) ?? "?" }
        let top = app.navigationStack.visibleScene.flatMap { app.routePattern(for: $0) }
        let guarded = Set(table.routes.filter { $0.guard != nil }.map(\.pattern))
        switch outcome {
        case .opened:
            var problems: [String] = []
            if session == .signedOut, let skipped = chain.first(where: { $0.guard != nil }) {
                problems.append("signed out, it showed '\(skipped.pattern)', guarded by \(skipped.guard ?? "")")
            }
            // The screens below are the parent chain's; the top one is the route's, or carries
            // a link its flow gave it instead (`settings/appearance/dark` stores the mode and
            // labels its screen `settings/appearance`), which must have the same parents.
            // With tabs, the stack is the chain's part in its tab: from the deepest tab root.
            let parents = Self.inTab(chain, app: app).dropLast().map(\.pattern)
            let relabelled =
                shownPatterns.last.flatMap { last in table.routes.first { $0.pattern == last } }
                .map { Self.inTab(Self.chain(of: $0, in: table), app: app).dropLast().map(\.pattern) == parents }
                ?? false
            if Array(shownPatterns.dropLast()) != parents || (shownPatterns.last != route.pattern && !relabelled) {
                problems.append(
                    "the stack is [\(shownPatterns.joined(separator: ", "))], its parent chain promises "
                        + "[\(chain.map(\.pattern).joined(separator: ", "))]")
            }
            if top != shownPatterns.last {
                problems.append("the visible screen belongs to \(top ?? "no route"), not the top entry")
            }
            return problems
        case .deferred(_, let guardID):
            guard session == .signedOut else { return ["signed in, the guard \(guardID) deferred it"] }
            var problems: [String] = []
            let flow = table.guards.first { $0.id == guardID.rawValue }?.flow
            if top != flow { problems.append("deferred by \(guardID), but the visible screen is \(top ?? "none")") }
            if let shown = shownPatterns.first(where: guarded.contains) {
                problems.append("signed out, the guarded '\(shown)' is showing")
            }
            return problems
        }
    }

    /// The part of `chain` a link shows in its tab: from the deepest route that is a tab's
    /// root (NanoApp's rule); the whole chain when none is, or the app has no tabs.
    private static func inTab(_ chain: [RouteTable.Route], app: NanoApp) -> [RouteTable.Route] {
        let roots = Set(app.tabContainer.tabs.compactMap { try? app.resolveRoute($0.rootLink).pattern })
        guard let start = chain.lastIndex(where: { roots.contains($0.pattern) }) else { return chain }
        return Array(chain[start...])
    }

    /// The saved stack restored into a new app must show the same screens.
    private func restoreProblems(_ saved: [String], screens: [[String]], session: AppUnderTest.Session) -> [String] {
        guard !saved.isEmpty else { return [] }
        do {
            let again = try compose(session)
            defer { again.close() }
            do {
                try again.app.restore(saved)
                again.settle()
            } catch {
                return ["the saved stack [\(saved.joined(separator: ", "))] does not restore: \(error)"]
            }
            if again.screens != screens {
                return ["restored, it shows \(again.screens) instead of \(screens)"]
            }
            return []
        } catch {
            return ["the app does not compose again: \(error)"]
        }
    }

    /// The routes from the root of `route`'s parent chain up to `route`.
    static func chain(of route: RouteTable.Route, in table: RouteTable) -> [RouteTable.Route] {
        var chain = [route]
        while let parent = chain[0].parent, let next = table.routes.first(where: { $0.pattern == parent }),
            chain.count <= table.routes.count
        {
            chain.insert(next, at: 0)
        }
        return chain
    }
}
