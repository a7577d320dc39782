import Foundation
import NanoCore
import NanoReactive
import NanoUI
import Testing

/// A contact list grouped by initial: `BaseListViewOwner.sectionsBinder`.
final class GroupedContactsView: BaseListViewOwner<ContactCell> {
    override class var listID: String { "contacts" }
}

/// Groups the contacts it is given by their name's first letter, in alphabetical order, and
/// sends the contact of each row selected.
final class GroupedContactsViewModel: AbstractViewModel<
    GroupedContactsViewModel.InputFromView, GroupedContactsViewModel.Publishers, Contact
>
{
    struct InputFromView { let selected: AnyPublisher<Contact, Never> }
    struct Publishers { let sections: AnyPublisher<[ListModelSection<Contact>], Never> }

    let contacts = CurrentValueSubject<[Contact], Never>([])

    override func transform(input: Input) -> Output<Publishers, Contact> {
        let navigator = Navigator<Contact>()
        let sections = contacts.map { contacts in
            Dictionary(grouping: contacts) { String($0.name.prefix(1)) }.sorted { $0.key < $1.key }
                .map { ListModelSection(title: $0.key, $0.value) }
        }
        return Output(
            publishers: Publishers(sections: sections.eraseToAnyPublisher()), navigation: navigator.navigation
        ) {
            input.fromView.selected.sink { navigator.next($0) }
        }
    }
}

extension GroupedContactsView: ViewModelled {
    typealias ViewModel = GroupedContactsViewModel
    var inputFromView: InputFromView { InputFromView(selected: selectedModelPublisher) }
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.sections --> sectionsBinder
    }
}

final class GroupedContactsScene: NanoViewController<GroupedContactsView> {}

@MainActor
struct ListSectionsTests {
    let ada = Contact(id: "ada", name: "Ada")
    let alan = Contact(id: "alan", name: "Alan")
    let grace = Contact(id: "grace", name: "Grace")
    let barbara = Contact(id: "barbara", name: "Barbara")

    func scene() -> (GroupedContactsScene, GroupedContactsViewModel) {
        let viewModel = GroupedContactsViewModel()
        viewModel.contacts.send([grace, ada, barbara, alan])
        let scene = GroupedContactsScene(viewModel: viewModel)
        scene.loadViewIfNeeded()
        return (scene, viewModel)
    }

    @Test func eachGroupIsASectionUnderItsTitle() throws {
        let (scene, _) = scene()
        let view = try #require(scene.rootView)
        #expect(view.listView.sections.map(\.title) == ["A", "B", "G"])
        #expect(view.listView.sections.map { $0.rows.map(\.id) } == [["ada", "alan"], ["barbara"], ["grace"]])
        #expect(
            view.modelSections == [
                .init(title: "A", [ada, alan]), .init(title: "B", [barbara]), .init(title: "G", [grace]),
            ])
        #expect(view.models == [ada, alan, barbara, grace], "every section's models, in order")
    }

    @Test func selectingARowOfALaterSectionSendsThatRowsModel() throws {
        let (scene, _) = scene()
        var selected: [Contact] = []
        let observation = scene.navigation.sink { selected.append($0) }
        defer { observation.cancel() }
        try scene.perform(.select(row: 2), on: "contacts")  // counted across sections: B's first
        try scene.perform(.select(row: 3), on: "contacts")
        try scene.perform(.select(row: 1), on: "contacts")
        #expect(selected == [barbara, grace, alan])
        #expect(scene.rootView?.listView.state["selected"] == .int(1))
    }

    @Test func newSectionsReplaceTheOldAndAFlatBindingIsOneUntitledSection() throws {
        let (scene, viewModel) = scene()
        let view = try #require(scene.rootView)
        var selected: [Contact] = []
        let observation = scene.navigation.sink { selected.append($0) }
        defer { observation.cancel() }
        #expect(view.listView.select(row: 3) == .performed)
        viewModel.contacts.send([barbara])
        #expect(view.listView.selectedIndex == nil, "new sections clear the selection")
        #expect(view.listView.sections.map(\.title) == ["B"])
        #expect(view.listView.select(row: 3) != .performed, "the row that was Grace is gone")
        view.modelsBinder.on([ada, grace])
        #expect(
            view.listView.sections == [ListSection(rows: [ContactCell.row(for: ada), ContactCell.row(for: grace)])])
        #expect(view.modelSections == [ListModelSection([ada, grace])])
        #expect(view.listView.select(row: 1) == .performed)
        #expect(selected == [grace, grace], "Grace from her section, then from the flat list")
    }

    @Test func theTextRendererDrawsEachSectionsTitleOverItsRows() throws {
        let (scene, _) = scene()
        let text = TextRenderer(.init(width: 34, charset: .ascii)).render(scene, showsBackButton: false)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .init(charactersIn: "| ")) }
        let alan = try #require(lines.firstIndex { $0.contains("Alan") })
        let b = try #require(lines.firstIndex { $0 == "B" }, "the title has a line of its own: \(text)")
        let barbaraLine = try #require(lines.firstIndex { $0.contains("Barbara") })
        #expect(alan < b)
        #expect(b < barbaraLine)
    }
}
