import NanoUI
import Testing

@MainActor
struct ListViewTests {
    private func makeList() -> ListView {
        ListView(
            id: "plans",
            sections: [
                ListSection(
                    title: "Monthly",
                    rows: [
                        ListRow(id: "basic", title: "Basic", detail: "€5", accessory: .disclosure),
                        ListRow(id: "pro", title: "Pro", detail: "€9"),
                    ]),
                ListSection(rows: [ListRow(id: "free", title: "Free", accessory: .checkmark)]),
            ])
    }

    @Test func selectCountsRowsAcrossSectionsAndPublishesIndexAndRow() {
        let list = makeList()
        var indexes: [ListIndex] = []
        var rows: [String] = []
        let subscriptions = [
            list.selectionPublisher.sink { indexes.append($0) },
            list.selectedRowPublisher.sink { rows.append($0.id) },
        ]
        #expect(list.select(row: 2) == .performed)
        #expect(list.select(row: 0) == .performed)
        #expect(indexes == [ListIndex(section: 1, row: 0), ListIndex(section: 0, row: 0)])
        #expect(rows == ["free", "basic"])
        #expect(list.selectedRow?.id == "basic")
        #expect(list.state["selected"] == .int(0))
        subscriptions.forEach { $0.cancel() }
    }

    @Test func outOfRangeSelectionIsRefusedWithTheRange() {
        let list = makeList()
        #expect(list.select(row: 3) == .refused("list 'plans' has no row 3 (rows are 0...2)"))
        #expect(list.select(row: -1) == .refused("list 'plans' has no row -1 (rows are 0...2)"))
        #expect(ListView(id: "empty").select(row: 0) == .refused("list 'empty' has no row 0 (it has no rows)"))
        #expect(list.selectedIndex == nil)
        #expect(list.state["selected"] == .null)
    }

    @Test func aHiddenListRefusesSelection() {
        let list = makeList()
        list.isVisibleBinder.on(false)
        #expect(list.select(row: 0) == .refused("list 'plans' is hidden"))
        #expect(list.select(rowWithID: "pro") == .refused("list 'plans' is hidden"))
        #expect(list.selectedIndex == nil)
    }

    @Test func selectByRowID() {
        let list = makeList()
        #expect(list.select(rowWithID: "pro") == .performed)
        #expect(list.selectedIndex == ListIndex(section: 0, row: 1))
        #expect(list.select(rowWithID: "gold") == .refused("list 'plans' has no row with id 'gold'"))
    }

    @Test func bindersReplaceRowsAndClearTheSelectionWithoutEmitting() {
        let list = makeList()
        var selections = 0
        let subscription = list.selectionPublisher.sink { _ in selections += 1 }
        _ = list.select(row: 1)
        list.rowsBinder.on([ListRow(id: "only", title: "Only")])
        #expect(list.selectedIndex == nil)
        #expect(list.sections == [ListSection(rows: [ListRow(id: "only", title: "Only")])])
        list.sectionsBinder.on([])
        #expect(list.rowCount == 0)
        #expect(selections == 1)
        subscription.cancel()
    }

    @Test func stateListsSectionsWithRowsAndSelection() {
        let list = makeList()
        _ = list.select(row: 1)
        let row: StateValue = .object([
            .init("id", .string("free")), .init("title", .string("Free")),
            .init("detail", .null), .init("accessory", .string("checkmark")),
        ])
        #expect(list.state.properties.map(\.name) == ["sections", "selected"])
        guard case .array(let sections) = list.state["sections"] else {
            Issue.record("sections is not an array")
            return
        }
        #expect(sections.count == 2)
        #expect(sections[1] == .object([.init("title", .null), .init("rows", .array([row]))]))
        #expect(list.state["selected"] == .int(1))
        #expect(list.flatRow(of: ListIndex(section: 1, row: 0)) == 2)
        #expect(list.index(ofFlatRow: 1) == ListIndex(section: 0, row: 1))
        #expect(list.row(at: ListIndex(section: 5, row: 0)) == nil)
    }
}
