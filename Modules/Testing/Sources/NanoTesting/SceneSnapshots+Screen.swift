import NanoComposition
import NanoNavigation
import NanoUI
import NanoWeb

extension SceneSnapshots {
    /// Captures everything `app` shows, as a host `columns` wide draws it: a split's panes side
    /// by side from `SplitLayout.textColumnsThreshold` columns (NanoUI's `SplitLayout`), the
    /// top screen otherwise; an alert over the top screen's controls; the tab bar line under it.
    /// For the pixel pages, the page the web host serves for that state — its split's columns,
    /// its alert as a modal dialog, its tab bar — drawn at `pixelWidths` (``desktopPixelWidth``
    /// unless told: the split shows from 900 CSS px).
    ///
    /// ```swift
    /// try app.open("catalog/people/1")
    /// snapshots.captureScreen("person 1 in the split", of: app, columns: 160)
    /// ```
    public func captureScreen(
        _ name: String, of app: NanoApp, columns: Int, pixelWidths widths: [Int] = [desktopPixelWidth]
    ) {
        let stack = app.navigationStack
        guard let top = stack.topScene else {
            sections.append((name, "(no scene)"))
            return
        }
        var options = TextRenderer.Options(width: min(columns, 60), charset: .ascii, color: false)
        options.texts = app.containerTexts
        let renderer = TextRenderer(options)
        let alert = stack.visibleAlert?.description
        let layout = SplitLayout(scenes: stack.scenes, width: columns, threshold: SplitLayout.textColumnsThreshold)
        var text =
            layout.isSplit
            ? renderer.render(layout, totalWidth: columns, showsBackButton: stack.canGoBack, alert: alert)
            : renderer.render(top, showsBackButton: stack.canGoBack, alert: alert)
        if let tabBar = app.tabContainer.tabBar { text += "\n" + renderer.render(tabBar) }
        sections.append((name, text))
        let screen = WebScreen(
            layers: [Self.layer(of: stack)], tabBar: app.tabContainer.tabBar, alert: alert, texts: app.containerTexts)
        stills.append(PixelPages.Still(name: name, screen: screen, contentSize: .standard, widths: widths))
    }

    /// The web host's layer for `stack`: its top screen, the back button's title, and the
    /// split's other panes (NanoWebServer builds the same from a live app).
    private static func layer(of stack: any NavigationStack) -> WebScreen.Layer {
        let scenes = stack.scenes
        let top = SceneDescription(scene: scenes[scenes.count - 1])
        let showsBack = scenes.count > 1 && stack.canGoBack && top.leftBarButton == nil
        let panes = SplitLayout.panes(of: scenes).compactMap { pane -> WebScreen.Pane? in
            guard let position = scenes.lastIndex(where: { $0 === pane.scene }) else { return nil }
            return WebScreen.Pane(
                column: pane.column.rawValue, scene: SceneDescription(scene: pane.scene), position: position)
        }
        return WebScreen.Layer(
            scene: top, backTitle: showsBack ? (scenes[scenes.count - 2].title ?? "") : nil, panes: panes)
    }
}
