import NanoCore
import NanoReactive
import Testing

@MainActor
@Suite struct WrittenTextsTests {
    @Test("showTitle and showRightBarButton write back when the view loads, not before")
    func writesBackOnLoad() {
        let events = ControllerEvents()
        var titles: [String] = []
        var buttons: [BarButtonContent?] = []
        let recorders = [
            events.titles.sink { titles.append($0) },
            events.rightBarButtonContents.sink { buttons.append($0) },
        ]
        let writes = [events.input.showTitle("Einstellungen"), events.input.showRightBarButton(.title("Fertig"))]
        #expect(titles.isEmpty && buttons.isEmpty)
        events.sendViewDidLoad()
        #expect(titles == ["Einstellungen"])
        #expect(buttons == [.title("Fertig")])
        writes.forEach { $0.cancel() }
        events.sendViewDidLoad()
        #expect(titles.count == 1)
        recorders.forEach { $0.cancel() }
    }
}
