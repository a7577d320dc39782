import NanoUI

// Containers as HTML: the tab bar, a real `<nav>` of buttons, and a split, whose panes stand side
// by side from 900 CSS px up and collapse to the top one below (the style sheet decides, so the
// server never needs the viewport's width).
extension HTMLRenderer {
    /// `<nav class="nano-tabs" aria-label="Tabs">`: one `<button data-action="select-tab">` per
    /// tab, in order, each with `data-control-id="tab-ID"` and `data-tab="ID"`; the selected one
    /// carries `aria-current="page"`. Its name is `texts`' (`Tabs`).
    static func tabBar(_ bar: TabBarDescription, inert: Bool = false, texts: ContainerTexts = .english) -> String {
        let buttons = bar.tabs.map { tab in
            Markup.element(
                "button",
                [
                    Attribute("type", "button"), Attribute("class", "nano-tab"),
                    Attribute("data-control-id", TabBarDescription.controlID(forTab: tab.id)),
                    Attribute("data-action", "select-tab"), Attribute("data-tab", tab.id),
                    tab.selected ? Attribute("aria-current", "page") : nil,
                ],
                Markup.escape(tab.title))
        }
        return Markup.element(
            "nav", [Attribute("class", "nano-tabs"), Attribute("aria-label", texts.tabs), .flag("inert", inert)],
            buttons.joined())
    }

    /// `<div class="nano-split" data-columns="N">` holding the panes beside the top screen (each
    /// with `data-pane`, its stack position, which the page sends with an action on it) and the
    /// top screen itself (`is-top`), left to right.
    static func split(
        _ top: WebScreen.Layer, index: Int, isTop: Bool, pending: String?, texts: ContainerTexts = .english
    ) -> String {
        let beside = top.panes.dropLast().map { pane in
            layer(
                WebScreen.Layer(scene: pane.scene), index: index, isTop: isTop, pending: nil,
                pane: (pane.column, pane.position), texts: texts)
        }
        let own = layer(
            top, index: index, isTop: isTop, pending: pending, pane: (top.panes.last?.column ?? "detail", nil),
            texts: texts)
        return Markup.element(
            "div", [Attribute("class", "nano-split"), Attribute("data-columns", String(top.panes.count))],
            "\n" + (beside + [own]).joined(separator: "\n") + "\n")
    }
}
