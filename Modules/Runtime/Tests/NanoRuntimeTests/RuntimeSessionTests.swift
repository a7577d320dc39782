import Foundation
import NanoRuntime
import NanoTesting
import Testing

/// The sample app after logging in as Ada, on the home screen.
@MainActor
func signedInRuntime(state: StateDirectory? = nil) async throws -> AppRuntime {
    let runtime = try sampleRuntime(state: state)
    try await runtime.open("login")
    try await runtime.perform(.type("Ada"), on: "name")
    try await runtime.tap("go")
    return runtime
}

/// A run's commands beyond opening links: checking what a screen shows, tabs and panes that
/// are not there, and saving everything so the next run resumes where this one stopped.
@MainActor
@Suite struct RuntimeSessionTests {
    @Test func expectPassesWhenTheScreenShowsItAndFailsNamingBothValues() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("login")
        try runtime.expect("name", "visible", equals: "true")
        let error = #expect(throws: AppError.self) { try runtime.expect("name", "visible", equals: "false") }
        #expect(error?.status == .failed)
        #expect(error?.kind == "expectationFailed")
    }

    @Test func anUnknownTabIsRefusedNamingIt() async throws {
        let runtime = try await signedInRuntime()
        let error = await #expect(throws: AppError.self) { try await runtime.selectTab("nope") }
        #expect(error?.status == .failed)
        #expect(error?.kind == "unknownTab")
        #expect(error?.message.contains("nope") == true)
    }

    @Test func anActionOnAPaneThatIsNotShowingIsRefused() async throws {
        let runtime = try await signedInRuntime()
        let error = await #expect(throws: AppError.self) { try await runtime.perform(.tap, on: "go", inPaneAt: 5) }
        #expect(error?.status == .failed)
        #expect(error?.kind == "refused")
        #expect(error?.message.contains("screen 5 is not a pane of the split showing") == true)
    }

    @Test func disablingAnUnknownFeatureIsAUsageErrorListingTheFeatures() {
        let error = #expect(throws: AppError.self) {
            try AppRuntime(
                configuration: AppConfiguration(
                    name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() }),
                state: StateDirectory(location: .ephemeral), disabledFeatures: ["nope"], warn: { _ in })
        }
        #expect(error?.status == .usage)
        #expect(error?.message.contains("unknown feature 'nope'") == true)
    }

    @Test func savedStateResumesTheStackInTheNextRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-save-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await signedInRuntime(state: StateDirectory(location: .directory(folder)))
        try await first.open("demo://home/detail")
        try first.checkpointState()
        try first.saveAll()
        first.close()
        #expect(first.app.navigationStack.scenes.isEmpty, "close removes every screen")

        let second = try sampleRuntime(state: StateDirectory(location: .directory(folder)))
        try await second.resume()
        #expect(second.app.navigationStack.scenes.map(\.sceneName) == ["SampleHomeScene", "SampleDetailScene"])
    }
}
