import NanoCore
import NanoReactive
import NanoUI
import Testing

/// A contact, as a list of contacts shows it.
struct Contact: Equatable, Sendable {
    let id: String
    let name: String
}

/// One row per contact.
enum ContactCell: CellConfigurable {
    static func row(for contact: Contact) -> ListRow {
        ListRow(id: contact.id, title: contact.name, accessory: .disclosure)
    }
}

/// A refreshable contact list under a title label.
final class ContactsView: BaseListViewOwner<ContactCell> {
    override class var listID: String { "contacts" }
    override class var isRefreshable: Bool { true }
    let heading = Label(id: "heading", text: "Contacts")
    override var headerControls: [any Control] { [heading] }
}

/// A view model that answers each pull with the next page of contacts after `pending` sends.
final class ContactsViewModel: AbstractViewModel<ContactsViewModel.InputFromView, ContactsViewModel.Publishers, Contact>
{
    struct InputFromView {
        let selected: AnyPublisher<Contact, Never>
        let pulled: AnyPublisher<Void, Never>
    }
    struct Publishers {
        let contacts: AnyPublisher<[Contact], Never>
        let isRefreshing: AnyPublisher<Bool, Never>
        let footer: AnyPublisher<String?, Never>
    }

    let answers = PassthroughSubject<[Contact], Never>()

    override func transform(input: Input) -> Output<Publishers, Contact> {
        let navigator = Navigator<Contact>()
        let contacts = answers.prepend([Contact(id: "ada", name: "Ada")])
        let isRefreshing = input.fromView.pulled.map { true }.merge(with: answers.map { _ in false })
        return Output(
            publishers: Publishers(
                contacts: contacts.eraseToAnyPublisher(),
                isRefreshing: isRefreshing.eraseToAnyPublisher(),
                footer: contacts.map { "\($0.count) contacts" }.eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            input.fromView.selected.sink { navigator.next($0) }
        }
    }
}

extension ContactsView: ViewModelled {
    typealias ViewModel = ContactsViewModel

    var inputFromView: InputFromView {
        InputFromView(selected: selectedModelPublisher, pulled: pullToRefreshPublisher)
    }

    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.contacts --> modelsBinder
        publishers.isRefreshing --> isRefreshingBinder
        publishers.footer --> footerBinder
    }
}

final class ContactsScene: NanoViewController<ContactsView> {}

@MainActor
struct ListOwnerTests {
    @Test func aPullShowsRefreshingUntilTheAnswerBindsTheNewRowsAndFooter() throws {
        let viewModel = ContactsViewModel()
        let scene = ContactsScene(viewModel: viewModel)
        scene.loadViewIfNeeded()
        let view = try #require(scene.rootView)
        #expect(scene.allControls.map(\.id) == ["heading", "contacts"])
        #expect(view.models == [Contact(id: "ada", name: "Ada")])
        #expect(view.listView.state["refreshing"] == .bool(false))
        #expect(view.listView.state["footer"] == .string("1 contacts"))

        try scene.perform(.refresh, on: "contacts")
        #expect(view.listView.isRefreshing)
        #expect(throws: UserActionError.refused("list 'contacts' is refreshing already")) {
            try scene.perform(.refresh, on: "contacts")
        }
        viewModel.answers.send([Contact(id: "ada", name: "Ada"), Contact(id: "alan", name: "Alan")])
        #expect(!view.listView.isRefreshing)
        #expect(view.listView.sections.flatMap(\.rows).map(\.id) == ["ada", "alan"])
        #expect(view.listView.state["footer"] == .string("2 contacts"))
        try scene.perform(.refresh, on: "contacts")
        #expect(view.listView.isRefreshing, "a finished refresh can be pulled again")
    }

    @Test func selectingARowSendsItsModel() throws {
        let scene = ContactsScene(viewModel: ContactsViewModel())
        var steps: [Contact] = []
        let observation = scene.navigation.sink { steps.append($0) }
        try scene.perform(.select(row: 0), on: "contacts")
        #expect(steps == [Contact(id: "ada", name: "Ada")])
        observation.cancel()
    }

    @Test func onlyARefreshableVisibleListCanBePulled() {
        let plain = ListView(id: "plain")
        #expect(plain.refresh() == .refused("list 'plain' cannot be refreshed"))
        #expect(plain.state["refreshing"] == nil, "a list that cannot refresh has no refreshing state")
        let hidden = ListView(id: "hidden", refreshable: true)
        hidden.isHidden = true
        #expect(!hidden.refresh().isPerformed)
        #expect(!hidden.isRefreshing)
        #expect(Button(id: "ok", title: "OK").refresh() == .refused("button 'ok' cannot be refreshed"))
    }

    @Test func theRendererShowsRefreshingAboveTheRowsAndTheFooterWrappedBelow() throws {
        let scene = ContactsScene(viewModel: ContactsViewModel())
        scene.loadViewIfNeeded()
        let view = try #require(scene.rootView)
        view.listView.footer = "Pull down to refresh the list of contacts"
        _ = view.listView.refresh()
        let text = TextRenderer(.init(width: 34)).render(scene, showsBackButton: false)
        #expect(
            text == """
                ┌─ ContactsScene ────────────────┐
                │ heading  Contacts              │
                │ contacts ⠿ Refreshing…         │
                │            0 Ada             › │
                │          Pull down to refresh  │
                │          the list of contacts  │
                └────────────────────────────────┘
                """)
    }
}
