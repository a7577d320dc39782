import NanoCore
import NanoUI
import Testing

final class SidebarScene: NanoViewController<GalleryView>, SplitColumnScene {
    static let splitColumn = SplitColumn.sidebar
}
final class ItemsScene: NanoViewController<GalleryView>, SplitColumnScene {
    static let splitColumn = SplitColumn.list
}
final class ItemScene: NanoViewController<GalleryView>, SplitColumnScene {
    static let splitColumn = SplitColumn.detail
}

@MainActor
struct SplitLayoutTests {
    func scene<Scene: NanoViewController<GalleryView>>(_ type: Scene.Type) -> any SceneHosting {
        type.init(viewModel: GalleryViewModel())
    }

    func columns(_ layout: SplitLayout) -> [String] {
        layout.panes.map { "\($0.column.rawValue):\($0.scene.sceneName)\($0.isTop ? "*" : "")" }
    }

    @Test func aWideHostShowsSidebarListAndDetailSideBySide() {
        let stack = [scene(SidebarScene.self), scene(ItemsScene.self), scene(ItemScene.self)]
        let wide = SplitLayout(scenes: stack, width: 120, threshold: SplitLayout.textColumnsThreshold)
        #expect(columns(wide) == ["sidebar:SidebarScene", "list:ItemsScene", "detail:ItemScene*"])
    }

    @Test func aNarrowHostShowsTheSameStackAsAStack() {
        let stack = [scene(SidebarScene.self), scene(ItemsScene.self), scene(ItemScene.self)]
        let narrow = SplitLayout(scenes: stack, width: 119, threshold: SplitLayout.textColumnsThreshold)
        #expect(!narrow.isSplit)
        #expect(narrow.panes.isEmpty)
    }

    @Test func beforeADetailIsOpenTwoColumnsShowAndTheTopIsTheList() {
        let stack = [scene(SidebarScene.self), scene(ItemsScene.self)]
        #expect(
            columns(SplitLayout(scenes: stack, width: 200, threshold: 120)) == [
                "sidebar:SidebarScene", "list:ItemsScene*",
            ])
    }

    @Test func theSplitIsTheRunOfColumnScenesAtTheTopOfTheStack() {
        // A plain scene below the split is not part of it; one column alone is no split.
        let below = [scene(GalleryScene.self), scene(SidebarScene.self), scene(ItemsScene.self)]
        #expect(
            columns(SplitLayout(scenes: below, width: 200, threshold: 120)) == [
                "sidebar:SidebarScene", "list:ItemsScene*",
            ])
        #expect(!SplitLayout(scenes: [scene(SidebarScene.self)], width: 200, threshold: 120).isSplit)
        // A plain scene pushed on top of the split hides it: the host shows a stack.
        let above = [scene(SidebarScene.self), scene(ItemsScene.self), scene(GalleryScene.self)]
        #expect(!SplitLayout(scenes: above, width: 200, threshold: 120).isSplit)
        // Columns going leftwards again start a new split: only the run above counts.
        let again = [scene(ItemsScene.self), scene(ItemScene.self), scene(SidebarScene.self), scene(ItemsScene.self)]
        #expect(
            columns(SplitLayout(scenes: again, width: 200, threshold: 120)) == [
                "sidebar:SidebarScene", "list:ItemsScene*",
            ])
    }

    @Test func aDeeperDetailShowsInTheDetailColumnOverTheFirst() {
        let stack = [scene(SidebarScene.self), scene(ItemsScene.self), scene(ItemScene.self), scene(ItemScene.self)]
        let layout = SplitLayout(scenes: stack, width: 200, threshold: 120)
        #expect(layout.panes.count == 3)
        #expect(layout.panes.last?.scene === stack.last)
    }
}

@MainActor
struct ContainerRenderingTests {
    @Test func theSplitIsDrawnAsBoxesSideBySideTheTopOneWithTheBackButton() throws {
        let stack: [any SceneHosting] = [
            SidebarScene(viewModel: GalleryViewModel()), ItemsScene(viewModel: GalleryViewModel()),
        ]
        let layout = SplitLayout(scenes: stack, width: 130, threshold: 120)
        let text = TextRenderer(.init(width: 60, charset: .ascii)).render(
            layout, totalWidth: 130, showsBackButton: true)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("+- SidebarScene -") && lines[0].contains(" +- ItemsScene -"))
        #expect(lines[0].count == 129, "two panes of 64 columns and a space")
        let back = try #require(lines[1].firstRange(of: "< Back"), "\(text)")
        #expect(lines[1].distance(from: lines[1].startIndex, to: back.lowerBound) > 64, "only the top pane goes back")
        #expect(lines.allSatisfy { $0.last != " " })
    }

    @Test func anAlertIsDrawnOverTheTopPaneOnlyAndTheOthersStayAsTheyAre() throws {
        let stack: [any SceneHosting] = [
            SidebarScene(viewModel: GalleryViewModel()), ItemsScene(viewModel: GalleryViewModel()),
        ]
        let layout = SplitLayout(scenes: stack, width: 130, threshold: 120)
        let renderer = TextRenderer(.init(width: 60, charset: .ascii))
        let plain = renderer.render(layout, totalWidth: 130, showsBackButton: true)
        let alert = AlertDescription(
            title: "Could not load the item", message: "Status 503.",
            actions: [AlertActionDescription(id: "retry", title: "Retry", role: .default)])
        let text = renderer.render(layout, totalWidth: 130, showsBackButton: true, alert: alert)
        let lines = text.split(separator: "\n").map(String.init)
        let alertLine = try #require(lines.first { $0.contains("+- Alert -") }, "\(text)")
        let start = try #require(alertLine.firstRange(of: "+- Alert -"))
        #expect(alertLine.distance(from: alertLine.startIndex, to: start.lowerBound) > 64, "over the top pane")
        #expect(text.contains("Could not load the item") && text.contains("( Retry )"))
        let left = { (text: String) in text.split(separator: "\n").map { String($0.prefix(64)) } }
        #expect(
            Array(left(text).prefix(left(plain).count)) == left(plain), "the sidebar is drawn as without the alert")
    }

    @Test func theTabBarLineMarksTheSelectedTabAndNamesAnIDThatIsNotItsTitle() {
        let bar = TabBarDescription(tabs: [
            .init(id: "home", title: "Home", selected: false), .init(id: "settings", title: "Réglages", selected: true),
        ])
        #expect(TextRenderer().render(bar) == "tabs: Home  [Réglages (settings)]")
        #expect(TextRenderer(.init(charset: .ascii)).render(bar) == "tabs: Home  [Reglages (settings)]")
        #expect(bar.selectedID == "settings")
        #expect(TabBarDescription.controlID(forTab: "settings") == "tab-settings")
    }
}
