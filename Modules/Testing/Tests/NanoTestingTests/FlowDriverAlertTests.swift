import NanoComposition
import NanoDI
import NanoNavigation
import NanoTesting
import NanoUI
import Testing

/// A test drives an alert like any other step: reads it, chooses its actions, is refused on
/// the screen under it.
@MainActor
struct FlowDriverAlertTests {
    private func driver() throws -> FlowDriver {
        let app = try NanoApp(
            homeLink: "alerts", plugins: [sampleAlertPlugin()], dependencies: DependencyContainer(),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        let driver = FlowDriver(app: app)
        try driver.open("alerts")
        return driver
    }

    @Test func theDriverReadsAndChoosesTheAlert() throws {
        let driver = try driver()
        #expect(driver.alert == nil)
        try driver.tap("go")
        #expect(driver.alert?.title == "Could not load")
        #expect(driver.alert?.actions.map(\.role) == [.default, .destructive, .cancel])
        try driver.expect("alert", "message", equals: "The server did not answer.")
        #expect(throws: UserActionError.self) { try driver.tap("go") }
        try driver.chooseAlertAction("Retry")
        #expect(driver.alert == nil)
        #expect(driver.sceneNames == ["SampleAlertScene", "SampleDetailScene"])
    }

    @Test func backCancelsAndNothingLeaks() throws {
        let leaks = LeakTracker()
        do {
            let driver = try driver()
            try driver.tap("go")
            if let alert = driver.app.navigationStack.visibleAlert { leaks.track(alert) }
            try driver.back()
            #expect(driver.alert == nil)
            #expect(driver.sceneNames == ["SampleAlertScene"], "Cancel chose nothing")
            try driver.tap("go")
            try driver.dismiss()
            leaks.trackFlow(of: driver.app.rootCoordinator)
            driver.app.navigationStack.removeAll()
        }
        leaks.expectAllFreed()
    }
}
