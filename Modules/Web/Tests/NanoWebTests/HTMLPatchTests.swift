import Foundation
import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

/// The diff the web host sends instead of the whole screen: every case checks that the
/// patches, applied the way the page applies them, give exactly the fresh render.
@MainActor
struct HTMLPatchTests {
    private static func rows(_ count: Int, renaming renamed: Int? = nil) -> [ListRow] {
        (0..<count).map { ListRow(id: "row-\($0)", title: $0 == renamed ? "Renamed" : "Row \($0)", detail: "Detail") }
    }

    private static func listScreen(_ rows: [ListRow]) -> WebScreen {
        Fixture.screen([Label(id: "count", text: "Rows"), ListView(id: "rows", sections: [ListSection(rows: rows)])])
    }

    /// The patches from `old` to `new` (failing the test when there are none to send), after
    /// checking that they rebuild `new` from `old`.
    private static func patches(_ old: WebScreen, _ new: WebScreen) throws -> [HTMLPatch] {
        let before = HTMLRenderer.app(old)
        let after = HTMLRenderer.app(new)
        let old = try #require(HTMLTree(html: before))
        let new = try #require(HTMLTree(html: after))
        let patches = try #require(HTMLPatch.diff(from: old, to: new))
        let page = try PatchedPage(before)
        try page.apply(patches)
        #expect(page.html == after)
        return patches
    }

    @Test func oneChangedRowOfAThousandIsOnePatchOfThatRowUnderTwoKiB() throws {
        let patches = try Self.patches(
            Self.listScreen(Self.rows(1000)), Self.listScreen(Self.rows(1000, renaming: 500)))
        #expect(patches.count == 1)
        guard case .replace(let path, let html) = patches.first else {
            Issue.record("expected the row's title replaced, got \(patches)")
            return
        }
        #expect(html == #"<span class="nano-row-title">Renamed</span>"#)
        #expect(path.count == 8)
        #expect(patches.reduce(0) { $0 + $1.cost } < 2048)
    }

    @Test func nothingChangedIsNoPatch() throws {
        let screen = Self.listScreen(Self.rows(3))
        #expect(try Self.patches(screen, screen).isEmpty)
    }

    @Test func typingInAFieldChangesItsAttributesAndKeepsTheElement() throws {
        let before = Fixture.screen([
            TextField(id: "email", placeholder: "Email"), Button(id: "submit", title: "Go", isEnabled: false),
        ])
        let after = Fixture.screen([
            TextField(id: "email", placeholder: "Email", text: "ada@example.com"), Button(id: "submit", title: "Go"),
        ])
        let patches = try Self.patches(before, after)
        #expect(patches.count == 2)
        guard case .attributes(let path, let tag) = patches.first else {
            Issue.record("expected the field's attributes, got \(patches)")
            return
        }
        #expect(path == [0, 1, 0, 1], "the input, after its label, in the field's <div>")
        #expect(tag.contains(#"value="ada@example.com""#))
        #expect(patches.allSatisfy { if case .attributes = $0 { true } else { false } })
    }

    @Test func insertedRemovedAndMovedRowsAreOneOrderOfTheKeptRowsAndTheNewOnes() throws {
        let old = Self.rows(5)
        // Row 1 removed, a new row first, rows 4 and 3 swapped.
        let new = [ListRow(id: "new", title: "New")] + [old[0], old[2], old[4], old[3]]
        let patches = try Self.patches(Self.listScreen(old), Self.listScreen(new))
        let orders = patches.compactMap { patch -> [HTMLPatch.Child]? in
            if case .order(_, let children, _) = patch { children } else { nil }
        }
        #expect(orders.count == 1)
        guard let order = orders.first else { return }
        #expect(order.count == 5)
        #expect(Array(order.dropFirst()) == [.kept(0), .kept(2), .kept(4), .kept(3)])
        guard case .new(let html) = order.first else {
            Issue.record("the new row should come as HTML: \(order)")
            return
        }
        #expect(html.contains(#"data-row-id="new""#))
    }

    @Test func aControlHiddenIsAnOrderOfTheOthersKeepingTheLinesBetweenThem() throws {
        let field = { TextField(id: "email", placeholder: "Email", text: $0) }
        let hint = Label(id: "hint", text: "Enter a valid email address")
        let name = TextField(id: "name", placeholder: "Name", text: "Ada Lovelace")
        let spinner = ActivityIndicatorView(id: "loading")
        let before = Fixture.screen([
            name, field("ada@example."), hint, Button(id: "submit", title: "Sign up", isEnabled: false), spinner,
        ])
        let after = Fixture.screen([name, field("ada@example.c"), Button(id: "submit", title: "Sign up"), spinner])
        let patches = try Self.patches(before, after)
        guard case .order(let path, let children, let gap) = patches.first else {
            Issue.record("expected an order first, got \(patches)")
            return
        }
        #expect(path == [0, 1])
        #expect(children == [.kept(0), .kept(1), .kept(3), .kept(4)])
        #expect(gap == "\n")
        #expect(patches.dropFirst().allSatisfy { if case .attributes = $0 { true } else { false } })
        #expect(patches.count == 3)
    }

    @Test func aStructureChangeAtTheTopIsTheWholeScreen() throws {
        let one = Fixture.screen([Button(id: "open", title: "Open")])
        var two = one
        two.layers.append(Fixture.layer([Button(id: "close", title: "Close")], title: "Sheet", isModal: true))
        let before = try #require(HTMLTree(html: HTMLRenderer.app(one)))
        let sheet = try #require(HTMLTree(html: HTMLRenderer.app(two)))
        #expect(HTMLPatch.diff(from: before, to: sheet) == nil)
        let alert = AlertDescription(
            title: "Failed", actions: [AlertActionDescription(id: "ok", title: "OK", role: .cancel)])
        var alerted = one
        alerted.alert = alert
        let withAlert = try #require(HTMLTree(html: HTMLRenderer.app(alerted)))
        #expect(HTMLPatch.diff(from: before, to: withAlert) == nil)
        let otherScreen = try #require(
            HTMLTree(html: HTMLRenderer.app(Fixture.screen([Button(id: "open", title: "Open")], scene: "OtherScene"))))
        #expect(HTMLPatch.diff(from: before, to: otherScreen) == nil, "another screen in the layer's place")
    }

    @Test func aListWhoseRowsAreAllNewIsItsRowsReplacedWhole() throws {
        let renamed = (0..<50).map { ListRow(id: "other-\($0)", title: "Other \($0)") }
        let patches = try Self.patches(Self.listScreen(Self.rows(50)), Self.listScreen(renamed))
        #expect(patches.count == 1)
        guard case .replace(_, let html) = patches.first else {
            Issue.record("expected one replacement, got \(patches)")
            return
        }
        #expect(html.hasPrefix(#"<ul class="nano-rows""#))
    }

    @Test func htmlWhoseTagsDoNotNestHasNoTree() {
        #expect(HTMLTree(html: "<div><p>text</div>") == nil)
        #expect(HTMLTree(html: "</p>") == nil)
        #expect(HTMLTree(html: "<div") == nil)
        #expect(HTMLTree(html: #"<p class="a">x &lt; y</p><input value="1">"#)?.root.children.count == 2)
    }

    @Test func patchesEncodeAsThePageReadsThem() throws {
        let patches: [HTMLPatch] = [
            .replace(path: [0, 1], html: "<p>x</p>"), .attributes(path: [2], startTag: "<input>"),
            .order(path: [], children: [.kept(1), .new("<li></li>")]), .order(path: [3], children: [], gap: "\n"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(patches), as: UTF8.self)
        #expect(
            json
                == #"[{"at":[0,1],"html":"<p>x</p>"},{"at":[2],"tag":"<input>"},{"at":[],"order":[1,"<li></li>"]},{"at":[3],"gap":"\n","order":[]}]"#
        )
    }
}
