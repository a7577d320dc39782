import NanoUI
import Testing

@testable import NanoWeb

@MainActor
struct ListHTMLTests {
    private static let sections = [
        ListSection(
            title: "Account", rows: [ListRow(id: "profile", title: "Profile", detail: "Ada", accessory: .disclosure)]),
        ListSection(rows: [
            ListRow(id: "basic", title: "Basic"), ListRow(id: "pro", title: "Pro", accessory: .checkmark),
        ]),
    ]

    @Test func aListIsAContainerOfSectionsWhoseRowsAreButtonsNumberedAcrossSections() {
        let list = ListView(id: "plans", sections: Self.sections, footer: "Prices include VAT.")
        #expect(list.select(row: 2) == .performed)
        let expected =
            #"<div class="nano-list" data-control-id="plans">"#
            + #"<div class="nano-list-section"><h2 class="nano-list-header">Account</h2>"#
            + #"<ul class="nano-rows" role="list"><li><button type="button" class="nano-row" data-row="0" "#
            + #"data-row-id="profile"><span class="nano-row-title">Profile</span>"#
            + #"<span class="nano-row-detail">Ada</span>"#
            + #"<span class="nano-accessory nano-accessory-disclosure" aria-hidden="true"></span></button></li></ul>"#
            + #"</div><div class="nano-list-section"><ul class="nano-rows" role="list">"#
            + #"<li><button type="button" class="nano-row" data-row="1" data-row-id="basic">"#
            + #"<span class="nano-row-title">Basic</span></button></li>"#
            + #"<li><button type="button" class="nano-row is-selected" data-row="2" data-row-id="pro" "#
            + #"aria-current="true"><span class="nano-row-title">Pro</span>"#
            + #"<span class="nano-accessory nano-accessory-checkmark" role="img" aria-label="Selected"></span>"#
            + #"</button></li></ul></div><p class="nano-list-footer">Prices include VAT.</p></div>"#
        #expect(Fixture.html(list) == expected)
    }

    @Test func aRefreshableListHasARefreshButtonDisabledWhileRefreshing() {
        let list = ListView(
            id: "contacts", sections: [ListSection(rows: [ListRow(id: "a", title: "A")])], refreshable: true)
        let idle = Fixture.html(list)
        #expect(idle.hasPrefix(#"<div class="nano-list" data-control-id="contacts">"#))
        #expect(idle.contains(#"<button type="button" class="nano-refresh" data-refresh>Refresh</button>"#))
        #expect(list.refresh() == .performed)
        let refreshing = Fixture.html(list)
        #expect(refreshing.hasPrefix(#"<div class="nano-list" data-control-id="contacts" aria-busy="true">"#))
        #expect(
            refreshing.contains(
                #"<button type="button" class="nano-refresh is-refreshing" data-refresh disabled>Refreshing…</button>"#)
        )
    }

    @Test func aListThatCannotRefreshHasNoRefreshButton() {
        #expect(!Fixture.html(ListView(id: "plans", sections: Self.sections)).contains("data-refresh"))
    }

    @Test func anEmptyListSaysSo() {
        #expect(
            Fixture.html(ListView(id: "plans"))
                == #"<div class="nano-list" data-control-id="plans"><p class="nano-list-empty">No rows</p></div>"#)
        let titledOnly = Fixture.html(ListView(id: "plans", sections: [ListSection(title: "Nothing yet", rows: [])]))
        #expect(!titledOnly.contains("nano-list-empty"))
        #expect(titledOnly.contains(#"<h2 class="nano-list-header">Nothing yet</h2>"#))
        #expect(!titledOnly.contains("<ul"))
    }

    @Test func rowIDsAndTextsAreEscaped() {
        let row = ListRow(id: #"x" onclick="y"#, title: "<b>bold</b>", detail: "a&b")
        let html = Fixture.html(ListView(id: "l", sections: [ListSection(title: "<i>", rows: [row])]))
        #expect(html.contains(#"data-row-id="x&quot; onclick=&quot;y""#))
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
        #expect(html.contains(">a&amp;b<"))
        #expect(html.contains(">&lt;i&gt;</h2>"))
        #expect(!html.contains("<b>") && !html.contains("<i>"))
    }
}
