import NanoRouting
import Testing

@Suite("Query items")
struct QueryTests {
    @Test func repeatedKeysAndTypedAccess() throws {
        let link = try DeepLink.parse("nvc://home?tag=a&tab=bio&tag=b&page=3&tag=&flag&page=x", scheme: "nvc")
        let query = link.query
        #expect(query.all("tag") == ["a", "b", ""])
        #expect(query.first("tab") == "bio")
        #expect(query.first("tag") == "a")
        #expect(query.int("page") == 3)
        #expect(query.all("page") == ["3", "x"])
        #expect(query.first("flag") == "")
        #expect(query.contains("flag"))
        #expect(query.first("missing") == nil)
        #expect(query.all("missing").isEmpty)
        #expect(query.int("tab") == nil)
        #expect(query.map(\.name) == ["tag", "tab", "tag", "page", "tag", "flag", "page"])
    }

    @Test func decodingRules() throws {
        let query = try DeepLink.parse("nvc://home?q=a+b&r=a%2Bb&s=x%3Dy=z&t=%26&u=/path?x&caf%C3%A9=1", scheme: "nvc")
            .query
        #expect(query.first("q") == "a+b")  // '+' is literal, not a space
        #expect(query.first("r") == "a+b")
        #expect(query.first("s") == "x=y=z")  // split at the first '='
        #expect(query.first("t") == "&")
        #expect(query.first("u") == "/path?x")  // '/' and '?' allowed raw in a query
        #expect(query.first("café") == "1")
    }

    @Test func emptyItemsAreSkipped() throws {
        let query = try DeepLink.parse("nvc://home?&&a=1&&b=2&", scheme: "nvc").query
        #expect(query.items == [QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: "2")])
    }

    @Test func queryIsHandedToTheRoute() throws {
        let router = try makeAppRouter()
        let route = try router.resolve(link: "nvc://settings/profile?tab=bio&tag=x&tag=y&page=2", scheme: "nvc")
        #expect(route.query.first("tab") == "bio")
        #expect(route.query.all("tag") == ["x", "y"])
        #expect(route.query.int("page") == 2)
        let bare = try router.match(path: ["home"])
        #expect(bare.query.isEmpty)
        let given = try router.match(path: ["home"], query: QueryItems([QueryItem(name: "a", value: "1")]))
        #expect(given.query.first("a") == "1")
    }
}
