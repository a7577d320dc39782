import Foundation
import NanoCore
import NanoNavigation
import NanoRuntime
import NanoTesting
import NanoUI
import Testing

/// The sample app with the alerts feature, over an in-memory state.
@MainActor
func alertRuntime() throws -> AppRuntime {
    try AppRuntime(
        configuration: AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() + [sampleAlertPlugin()] }),
        state: StateDirectory(location: .ephemeral), warn: { _ in })
}

/// What every host does with an alert: show it in the snapshot, refuse the screen under it,
/// choose its actions, check it.
@MainActor
@Suite struct AlertRuntimeTests {
    @Test func theSnapshotCarriesTheAlertUnderAStableKey() async throws {
        let runtime = try alertRuntime()
        try await runtime.open("alerts")
        #expect(AppSnapshot(app: runtime.app, error: nil).alert == nil)
        try await runtime.tap("go")
        let json = AppSnapshot(app: runtime.app, error: nil).json(pretty: false)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let alert = object?["alert"] as? [String: Any]
        #expect(alert?["title"] as? String == "Could not load")
        #expect(alert?["message"] as? String == "The server did not answer.")
        #expect(alert?["style"] as? String == "alert")
        let actions = alert?["actions"] as? [[String: String]]
        #expect(actions?.map { $0["id"] ?? "" } == ["retry", "delete-all", "cancel"])
        #expect(actions?.map { $0["role"] ?? "" } == ["default", "destructive", "cancel"])
        #expect(json.contains(#""alert":{"actions""#))
    }

    @Test func theScreenUnderTheAlertRefusesActionsNamingTheAlertsActions() async throws {
        let runtime = try alertRuntime()
        try await runtime.open("alerts")
        try await runtime.tap("go")
        let error = await #expect(throws: AppError.self) { try await runtime.tap("go") }
        #expect(error?.status == .failed)
        #expect(error?.message.contains("an alert is showing ('Could not load')") == true)
        #expect(error?.message.contains("retry, delete-all, cancel") == true)
    }

    @Test func retryRunsAgainAndBackCancels() async throws {
        let runtime = try alertRuntime()
        try await runtime.open("alerts")
        try await runtime.tap("go")
        try runtime.expect("alert", "title", equals: "Could not load")
        try await runtime.tap(AppRuntime.backButtonID)  // back on an alert: its Cancel
        try runtime.expect("alert", "visible", equals: "false")
        #expect(runtime.app.navigationStack.visibleScene?.sceneName == "SampleAlertScene")
        try await runtime.tap("go")
        try await runtime.chooseAlertAction("Retry")
        #expect(
            runtime.app.navigationStack.scenes.map(\.sceneName).suffix(2) == ["SampleAlertScene", "SampleDetailScene"])
    }

    @Test func aDestructiveChoiceReachesTheCoordinator() async throws {
        let runtime = try alertRuntime()
        try await runtime.open("alerts")
        try await runtime.tap("go")
        try await runtime.chooseAlertAction("delete-all")
        #expect(runtime.app.navigationStack.visibleScene?.toast == Toast("Deleted", style: .success))
    }

    @Test func anUnknownActionOrNoAlertIsRefused() async throws {
        let runtime = try alertRuntime()
        try await runtime.open("alerts")
        await #expect(throws: AppError.self) { try await runtime.chooseAlertAction("retry") }
        let missing = #expect(throws: AppError.self) { try runtime.expect("alert", "title", equals: "x") }
        #expect(missing?.message.contains("no alert is showing") == true)
        try await runtime.tap("go")
        let wrong = await #expect(throws: AppError.self) { try await runtime.chooseAlertAction("Later") }
        #expect(wrong?.message.contains("no action 'Later'") == true)
    }

    @Test func anAlertBlocksTheTabBarToo() async throws {
        let runtime = try alertRuntime()
        try await runtime.open("alerts")
        try await runtime.tap("go")
        let error = await #expect(throws: AppError.self) { try await runtime.selectTab("home") }
        #expect(error?.message.contains("an alert is showing") == true)
        #expect(runtime.app.navigationStack.visibleAlert != nil)
    }
}
