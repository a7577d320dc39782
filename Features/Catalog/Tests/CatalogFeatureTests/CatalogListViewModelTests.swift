import NanoApiSession
import NanoReactive
import NanoStrings
import NanoTesting
import Testing

@testable import CatalogFeature

/// The list's data: pages, search, failures and retry, over the scripted source.
@MainActor
struct CatalogListViewModelTests {
    @MainActor
    final class Harness {
        let world: World
        let search = PassthroughSubject<String, Never>()
        let more = PassthroughSubject<Void, Never>()
        let pulls = PassthroughSubject<Void, Never>()
        let selections = PassthroughSubject<CatalogItem, Never>()
        let transformed: ViewModelHarness<CatalogListViewModel>
        let rows: PublisherRecorder<[CatalogItem], Never>
        let status: PublisherRecorder<String?, Never>
        let footer: PublisherRecorder<String?, Never>
        let canLoadMore: PublisherRecorder<Bool, Never>
        let loading: PublisherRecorder<Bool, Never>

        init(_ world: World = World(), search initial: String? = nil, language: Language = .english) {
            self.world = world
            transformed = ViewModelHarness(
                CatalogListViewModel(
                    category: .people, search: initial, source: world.source, clock: world.clock,
                    text: Strings(language)),
                fromView: .init(
                    search: search.eraseToAnyPublisher(), loadMore: more.eraseToAnyPublisher(),
                    refresh: pulls.eraseToAnyPublisher(), selected: selections.eraseToAnyPublisher()),
                load: false, appear: false)
            rows = transformed.record(\.rows)
            status = transformed.record(\.status)
            footer = transformed.record(\.footer)
            canLoadMore = transformed.record(\.canLoadMore)
            loading = transformed.record(\.isLoading)
            transformed.load()
            transformed.appear()
        }

        var titles: [String] { rows.last?.map(\.title) ?? [] }
        var requests: [String] { get async { await world.source.requests } }
        var steps: [CatalogListViewModel.Step] { transformed.steps.values }

        /// Waits until `count` requests were sent and nothing is loading.
        func settled(requests count: Int) async -> Bool {
            await eventually { await self.requests.count == count && self.loading.last == false }
        }
    }

    @Test func theFirstPageLoadsWhenTheScreenLoads() async {
        let harness = Harness()
        #expect(harness.status.values.contains("Loading"))
        #expect(await harness.settled(requests: 1))
        #expect(await harness.requests == ["people p1"])
        #expect(harness.titles.count == 10)
        #expect(harness.titles.first == "Person 1")
        #expect(harness.footer.last == "10 of 23")
        #expect(harness.canLoadMore.last == true)
        #expect(harness.status.last == .some(nil))
    }

    @Test func loadMoreAddsTheNextPagesUntilTheLast() async {
        let harness = Harness()
        #expect(await harness.settled(requests: 1))
        harness.more.send(())
        #expect(await harness.settled(requests: 2))
        #expect(harness.titles.count == 20)
        harness.more.send(())
        #expect(await harness.settled(requests: 3))
        #expect(await harness.requests == ["people p1", "people p2", "people p3"])
        #expect(harness.titles.count == 23)
        #expect(harness.titles.last == "Person 23")
        #expect(harness.footer.last == "23 of 23")
        #expect(harness.canLoadMore.last == false)
        harness.more.send(())
        #expect(await harness.requests.count == 3, "no page after the last")
    }

    @Test func typingSearchesOnceThePersonStopsTyping() async {
        let harness = Harness()
        #expect(await harness.settled(requests: 1))
        harness.search.send("P")
        harness.world.clock.advance(by: .milliseconds(100))
        harness.search.send("Person 1")
        harness.world.clock.advance(by: .milliseconds(299))
        #expect(await harness.requests == ["people p1"], "still typing")
        harness.world.clock.advance(by: .milliseconds(1))
        #expect(await harness.settled(requests: 2))
        #expect(await harness.requests == ["people p1", "people p1 \"Person 1\""])
        #expect(harness.titles == ["Person 1"] + (10...18).map { "Person \($0)" })
        #expect(harness.footer.last == "10 of 11")
        #expect(harness.steps == [.searched("Person 1")], "the coordinator records the search in the link")
    }

    @Test func aSearchThatMatchesNothingSaysSo() async {
        let harness = Harness(search: "yoda")
        #expect(await harness.settled(requests: 1))
        #expect(await harness.requests == ["people p1 \"yoda\""])
        #expect(harness.titles.isEmpty)
        #expect(harness.status.last == "Nothing matches \"yoda\"")
        #expect(harness.footer.last == .some(nil))
    }

    @Test func anEmptyCategorySaysSoInGerman() async {
        let harness = Harness(World(count: 0), language: .german)
        #expect(await harness.settled(requests: 1))
        #expect(harness.status.last == "Nichts da")
    }

    @Test func aFailureIsAStepAndTheStatusThenRetrySendsTheSameRequestAgain() async {
        let world = World()
        await world.source.failNext(.failure(.status(code: 503, body: "")))
        let harness = Harness(world)
        #expect(await harness.settled(requests: 1))
        #expect(harness.steps == [.failed(.status(code: 503, body: ""))])
        #expect(harness.status.last == "The server answered with status 503.")
        #expect(harness.titles.isEmpty)
        harness.transformed.viewModel.retry()
        #expect(await harness.settled(requests: 2))
        #expect(await harness.requests == ["people p1", "people p1"])
        #expect(harness.titles.count == 10)
        #expect(harness.status.last == .some(nil))
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryLoadsThatPage() async {
        let harness = Harness()
        #expect(await harness.settled(requests: 1))
        await harness.world.source.failNext(.failure(.timeout(after: .seconds(10))))
        harness.more.send(())
        #expect(await harness.settled(requests: 2))
        #expect(harness.steps == [.failed(.timeout(after: .seconds(10)))])
        #expect(harness.titles.count == 10, "the rows loaded stay")
        harness.transformed.viewModel.retry()
        #expect(await harness.settled(requests: 3))
        #expect(await harness.requests == ["people p1", "people p2", "people p2"])
        #expect(harness.titles.count == 20)
    }

    @Test func aPullLoadsTheFirstPageAgain() async {
        let harness = Harness()
        #expect(await harness.settled(requests: 1))
        harness.more.send(())
        #expect(await harness.settled(requests: 2))
        harness.pulls.send(())
        #expect(await harness.settled(requests: 3))
        #expect(harness.titles.count == 10)
    }

    @Test func selectingARowIsTheStepToOpenIt() async {
        let harness = Harness()
        #expect(await harness.settled(requests: 1))
        let item = harness.rows.last?[2]
        if let item { harness.selections.send(item) }
        #expect(harness.steps.last == item.map { .open($0) })
    }
}
