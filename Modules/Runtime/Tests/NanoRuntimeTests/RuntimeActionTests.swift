import Foundation
import NanoNavigation
import NanoRuntime
import NanoTesting
import NanoUI
import Testing

/// The sample app over an in-memory state, collecting warnings.
@MainActor
func sampleRuntime(state: StateDirectory? = nil, warnings: WarningLog = WarningLog()) throws -> AppRuntime {
    try AppRuntime(
        configuration: AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() }),
        state: state ?? StateDirectory(location: .ephemeral), warn: { warnings.lines.append($0) })
}

/// The warnings a runtime gave.
@MainActor
final class WarningLog {
    var lines: [String] = []
}

@MainActor
@Suite struct RuntimeActionTests {
    @Test func aGuardedLinkShowsTheFlowAndLandsAfterTheActions() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("demo://home/detail")
        #expect(runtime.app.navigationStack.visibleScene?.sceneName == "SampleLoginScene")
        #expect(runtime.app.pendingLink == "demo://home/detail")
        try await runtime.perform(.type("Ada"), on: "name")
        try await runtime.tap("go")
        #expect(runtime.app.navigationStack.scenes.map(\.sceneName) == ["SampleHomeScene", "SampleDetailScene"])
        #expect(runtime.app.pendingLink == nil)
    }

    @Test func tapBackGoesBackAndDismissClosesTheSheet() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("login")
        try await runtime.perform(.type("Ada"), on: "name")
        try await runtime.tap("go")
        try await runtime.open("home/about")
        #expect(runtime.app.navigationStack.presentedStack != nil)
        try await runtime.dismiss()
        #expect(runtime.app.navigationStack.presentedStack == nil)
        try await runtime.open("home/detail")
        try await runtime.tap(AppRuntime.backButtonID)
        #expect(runtime.app.navigationStack.visibleScene?.sceneName == "SampleHomeScene")
        await #expect(throws: AppError.self) { try await runtime.dismiss() }
    }

    @Test func aRefusedActionIsStatusOneNamingTheControl() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("login")
        let error = await #expect(throws: AppError.self) { try await runtime.perform(.tap, on: "nope") }
        #expect(error?.status == .failed)
        #expect(error?.kind == "unknownControl")
        #expect(error?.message.contains("nope") == true)
    }

    @Test func asynchronousHostsLetDelayedWorkRunOnItsOwn() async throws {
        let runtime = try sampleRuntime()
        runtime.settlesSynchronously = false
        try await runtime.open("home")
        try await runtime.perform(.type("Ada"), on: "name")
        try await runtime.tap("go")
        #expect(runtime.clock.pendingCount == 1, "the 20 ms login is left to the host's event loop")
        #expect(runtime.app.navigationStack.visibleScene?.sceneName == "SampleLoginScene")
        await runtime.clock.runUntilIdle()
        #expect(runtime.app.navigationStack.visibleScene?.sceneName == "SampleHomeScene")
    }

    @Test func resumeDropsStaleLinksWithAWarningAndOpensHomeWhenNothingIsLeft() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = try StateDirectory(location: .directory(folder))
        try state.save(SavedStack(links: ["demo://gone"], pending: nil))
        let warnings = WarningLog()
        let runtime = try sampleRuntime(state: state, warnings: warnings)
        try await runtime.resume()
        #expect(warnings.lines.contains { $0.contains("dropped the saved link demo://gone") })
        #expect(warnings.lines.contains("nothing to resume; opening home"))
        #expect(runtime.app.navigationStack.visibleScene?.sceneName == "SampleLoginScene")
    }
}
