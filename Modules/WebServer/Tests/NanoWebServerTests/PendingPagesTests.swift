import Testing

@testable import NanoWebServer

/// The pool of page loads waiting for their socket: bounded in all and per client, the oldest
/// crowded out first and kept as a ghost (its link and language), ghosts bounded too.
struct PendingPagesTests {
    private func ghost(_ link: String, fresh: Bool = true) -> PendingPages<Int>.Ghost {
        .init(link: link, acceptLanguage: "de", isFresh: fresh)
    }

    @Test func pastItsCapacityTheOldestPageIsCrowdedOutAndKeptAsAGhost() {
        var pool = PendingPages<Int>(capacity: 3, perClient: 10, ghostCapacity: 10)
        for page in 1...3 {
            #expect(pool.add(page, id: "p\(page)", client: "a", ghost: ghost("l\(page)")).dropped.isEmpty)
        }
        let result = pool.add(4, id: "p4", client: "b", ghost: ghost("l4"))
        #expect(result.dropped.map(\.id) == ["p1"] && result.dropped.map(\.app) == [1])
        #expect(pool.count == 3 && pool.app("p1") == nil && pool.app("p4") == 4)
        #expect(pool.ghost("p1") == ghost("l1"))
        #expect(pool.takeGhost("p1") == ghost("l1"))
        #expect(pool.ghost("p1") == nil, "a ghost is made again once")
    }

    @Test func oneClientsFloodCrowdsOutOnlyItsOwnPages() {
        var pool = PendingPages<Int>(capacity: 10, perClient: 3, ghostCapacity: 100)
        _ = pool.add(0, id: "person", client: "10.0.0.2", ghost: ghost("home"))
        for page in 1...50 { _ = pool.add(page, id: "flood\(page)", client: "10.0.0.9", ghost: ghost("x")) }
        #expect(pool.app("person") == 0, "another client's page still waits")
        #expect(pool.count == 4, "the flooding client holds its 3")
        #expect(pool.app("flood50") == 50 && pool.app("flood47") == nil)
    }

    @Test func ghostsAreBoundedAndTheOldestIsForgottenForGood() {
        var pool = PendingPages<Int>(capacity: 1, perClient: 1, ghostCapacity: 2)
        var forgotten: [String] = []
        for page in 1...5 {
            forgotten += pool.add(page, id: "p\(page)", client: "a", ghost: ghost("l\(page)")).forgotten.map(\.id)
        }
        #expect(forgotten == ["p1", "p2"])
        #expect(pool.ghostCount == 2 && pool.ghost("p3") != nil && pool.ghost("p4") != nil && pool.app("p5") == 5)
    }

    @Test func aTakenPageLeavesTheOrderAndExpiredOnesGoWithoutAGhost() {
        var pool = PendingPages<Int>(capacity: 2, perClient: 2, ghostCapacity: 10)
        _ = pool.add(1, id: "p1", client: "a", ghost: ghost("l1"))
        _ = pool.add(2, id: "p2", client: "a", ghost: ghost("l2"))
        #expect(pool.take("p1") == 1)
        #expect(pool.add(3, id: "p3", client: "a", ghost: ghost("l3")).dropped.isEmpty, "p1's socket opened: room")
        let expired = pool.removeAll { $0 == 2 }
        #expect(expired.map(\.id) == ["p2"] && pool.ghost("p2") == nil && pool.count == 1)
        for page in 4...500 {
            _ = pool.add(page, id: "p\(page)", client: "a", ghost: ghost("l"))
            _ = pool.take("p\(page)")
        }
        #expect(pool.app("p3") == 3 && pool.count == 1, "the order forgets taken pages, not waiting ones")
    }
}
