import NanoComposition
import NanoNavigation
import NanoUI
import NanoWeb

extension WebScreen {
    /// The screen `app` shows now: each stack's top scene as a layer, the first one the root
    /// stack, the others sheets over it; drawn in the scheme of the app's
    /// `(any ColorSchemeSource)` when a feature provides one (the settings' appearance), else
    /// the browser's.
    @MainActor
    init(app: NanoApp, busy: Bool) {
        let layers = app.navigationStack.stackChain.enumerated().compactMap { index, stack -> Layer? in
            guard let top = stack.topScene else { return nil }
            let scenes = stack.scenes
            let description = SceneDescription(scene: top)
            let showsBack = scenes.count > 1 && stack.canGoBack && description.leftBarButton == nil
            let back = showsBack ? (scenes[scenes.count - 2].title ?? "") : nil  // untitled: the renderer's `Back`
            let panes = SplitLayout.panes(of: scenes).compactMap { pane -> Pane? in
                guard let position = scenes.lastIndex(where: { $0 === pane.scene }) else { return nil }
                return Pane(
                    column: pane.column.rawValue, scene: SceneDescription(scene: pane.scene), position: position)
            }
            return Layer(scene: description, backTitle: back, isModal: index > 0, panes: panes)
        }
        self.init(
            layers: layers, pending: app.pendingLink, busy: busy,
            colorScheme: (try? app.dependencies.resolve((any ColorSchemeSource).self))?.colorScheme ?? .system,
            tabBar: app.tabContainer.tabBar,
            alert: app.navigationStack.visibleAlert?.description, texts: app.containerTexts)
    }
}

extension NanoApp {
    /// Screens on all stacks.
    var depth: Int { navigationStack.stackChain.reduce(0) { $0 + $1.scenes.count } }

    /// The visible screen's link as a URL path (`nvc://settings?x=1` → `/settings?x=1`), or nil
    /// when the screen was not opened by a link.
    var visiblePath: String? {
        guard let scene = navigationStack.visibleScene, let link = link(for: scene) else { return nil }
        return Self.path(ofLink: link, scheme: scheme)
    }

    /// The path of every screen showing, bottom first: the screens of the root stack (the
    /// selected tab's), then of each stack presented over it — one per screen, so its count is
    /// ``depth``. A screen no link opened has the path of the nearest screen below it that one
    /// did (a flow's second screen shares its flow's link); a screen with none below is `/`. The
    /// page keeps its browser history equal to this list (nano.js), so Back goes to the screen
    /// below and a stack replaced whole (a sign-in that resumes a link, a sign-out) replaces the
    /// history entries instead of adding to them.
    var stackPaths: [String] {
        linksOnScreen.joined().map { link in link.map { Self.path(ofLink: $0, scheme: scheme) } ?? "/" }
    }

    /// `scheme://rest` → `/rest`.
    static func path(ofLink link: String, scheme: String) -> String {
        let prefix = scheme + "://"
        return "/" + (link.hasPrefix(prefix) ? String(link.dropFirst(prefix.count)) : link)
    }
}
