import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

@MainActor
struct ContainerHTMLTests {
    @Test func theTabBarIsANavOfButtonsTheSelectedOneCurrent() {
        var screen = Fixture.screen()
        screen.tabBar = TabBarDescription(tabs: [
            .init(id: "home", title: "Home", selected: true),
            .init(id: "settings", title: "Set<tings>", selected: false),
        ])
        let html = HTMLRenderer.app(screen)
        let expected =
            #"<nav class="nano-tabs" aria-label="Tabs">"#
            + #"<button type="button" class="nano-tab" data-control-id="tab-home" data-action="select-tab" "#
            + #"data-tab="home" aria-current="page">Home</button>"#
            + #"<button type="button" class="nano-tab" data-control-id="tab-settings" data-action="select-tab" "#
            + #"data-tab="settings">Set&lt;tings&gt;</button></nav>"#
        #expect(html.hasSuffix("</section>\n" + expected))
        #expect(!HTMLRenderer.app(Fixture.screen()).contains("nano-tabs"), "no bar without tabs")
    }

    @Test func aSplitIsItsPanesLeftToRightTheTopOneLast() {
        let sidebar = Fixture.layer([Label(id: "rows", text: "Fruit")], title: "Shelf", scene: "ShelfSidebarScene")
        let list = Fixture.layer([Label(id: "rows", text: "Pear")], title: "Items", scene: "ShelfListScene")
        var top = Fixture.layer(
            [Label(id: "name", text: "Pear")], title: "Item", scene: "ShelfDetailScene", backTitle: "Items")
        top.panes = [
            WebScreen.Pane(column: "sidebar", scene: sidebar.scene, position: 0),
            WebScreen.Pane(column: "list", scene: list.scene, position: 1),
            WebScreen.Pane(column: "detail", scene: top.scene, position: 2),
        ]
        let html = HTMLRenderer.app(WebScreen(layers: [top]))
        #expect(html.hasPrefix(#"<div class="nano-split" data-columns="3">"# + "\n"))
        #expect(html.hasSuffix("</section>\n</div>"))
        let sections = html.components(separatedBy: "<section").dropFirst().map { $0.prefix(while: { $0 != ">" }) }
        #expect(
            sections == [
                #" class="nano-layer nano-pane" data-scene="ShelfSidebarScene" data-column="sidebar" data-pane="0" aria-labelledby="nano-title-0-0""#,
                #" class="nano-layer nano-pane" data-scene="ShelfListScene" data-column="list" data-pane="1" aria-labelledby="nano-title-0-1""#,
                #" class="nano-layer nano-pane is-top" data-scene="ShelfDetailScene" data-column="detail" aria-labelledby="nano-title-0""#,
            ])
        #expect(html.occurrences(of: "nano-back") == 1, "only the top pane goes back")
        #expect(html.occurrences(of: " inert") == 0)
    }

    @Test func aSplitUnderASheetIsInertPaneByPane() {
        var top = Fixture.layer(scene: "ShelfListScene")
        top.panes = [
            WebScreen.Pane(column: "sidebar", scene: Fixture.layer(scene: "ShelfSidebarScene").scene, position: 0),
            WebScreen.Pane(column: "list", scene: top.scene, position: 1),
        ]
        let html = HTMLRenderer.app(
            WebScreen(layers: [top, Fixture.layer(title: "Sheet", scene: "Sheet", isModal: true)]))
        #expect(html.contains(#"<div class="nano-split" data-columns="2">"#))
        #expect(html.occurrences(of: " inert") == 2)
    }
}
