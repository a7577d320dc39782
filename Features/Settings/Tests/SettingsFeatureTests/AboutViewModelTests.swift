import Foundation
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct AboutViewModelTests {
    @Test func showsTheVersionAndDoneAsksToClose() {
        let events = ControllerEvents()
        let output = AboutViewModel(versionText: "Nano 0.1.0").transform(
            input: .init(fromView: .init(), fromController: events.input))
        var version: Recorded<String>?
        let transformed = Transformed(events: events, output: output) { version = Recorded($0.version) }
        #expect(version?.values == ["Nano 0.1.0"])
        #expect(transformed.steps.values.isEmpty)
        events.tapRightBarButton()
        #expect(transformed.steps.values == [.done])
        events.tapLeftBarButton()
        #expect(transformed.steps.values == [.done], "only Done closes")
    }
}
