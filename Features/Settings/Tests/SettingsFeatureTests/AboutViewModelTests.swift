import Foundation
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct AboutViewModelTests {
    @Test func showsTheVersionAndDoneAsksToClose() {
        let transformed = ViewModelHarness(
            AboutViewModel(versionText: "Nano 0.1.0", text: english), fromView: (), load: false, appear: false)
        let version = transformed.record(\.version)
        transformed.load()
        transformed.appear()
        let events = transformed.events
        #expect(version.values == ["Nano 0.1.0"])
        #expect(transformed.steps.values.isEmpty)
        events.tapRightBarButton()
        #expect(transformed.steps.values == [.done])
        events.tapLeftBarButton()
        #expect(transformed.steps.values == [.done], "only Done closes")
    }
}
