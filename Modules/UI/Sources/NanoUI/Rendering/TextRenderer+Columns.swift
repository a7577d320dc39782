/// Containers in text: a split's panes side by side, and the tab bar as one line.
extension TextRenderer {
    /// Draws `layout`'s panes side by side in `totalWidth` terminal columns: each pane is a
    /// screen box as wide as its share (at least 24), one space between them, left to right.
    /// Only the top pane shows a back button (back pops the top scene), when `showsBackButton`,
    /// and `alert`, when one shows, over its controls (as `render(_:showsBackButton:alert:)`
    /// draws it over a screen alone).
    @MainActor
    public func render(
        _ layout: SplitLayout, totalWidth: Int, showsBackButton: Bool, alert: AlertDescription? = nil
    ) -> String {
        let count = max(layout.panes.count, 1)
        var paneOptions = options
        paneOptions.width = max(24, (totalWidth - (count - 1)) / count)
        let renderer = TextRenderer(paneOptions)
        let panes = layout.panes.map { pane in
            renderer.render(pane.scene, showsBackButton: pane.isTop && showsBackButton, alert: pane.isTop ? alert : nil)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let height = panes.map(\.count).max() ?? 0
        return (0..<height).map { row in
            var joined = panes.map { lines in
                let line = row < lines.count ? lines[row] : ""
                return line + String(repeating: " ", count: max(0, paneOptions.width - Self.visibleWidth(line)))
            }.joined(separator: " ")
            while joined.last == " " { joined.removeLast() }
            return joined
        }.joined(separator: "\n")
    }

    /// The tab bar as one line: `tabs: [Home]  Settings`, the selected tab in brackets, a tab
    /// whose id is not its title in lower case followed by the id a script selects
    /// (`Réglages (settings)`).
    public func render(_ tabBar: TabBarDescription) -> String {
        let tabs = tabBar.tabs.map { tab in
            let title = TerminalText.sanitize(tab.title, charset: options.textCharset)
            let named = title.lowercased() == tab.id ? title : "\(title) (\(tab.id))"
            return tab.selected ? "[\(named)]" : named
        }
        return "tabs: " + tabs.joined(separator: "  ")
    }

    /// The columns `line` takes on a terminal: its characters' widths, ANSI colour sequences
    /// (`ESC [ ... m`) left out.
    static func visibleWidth(_ line: String) -> Int {
        var width = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += TerminalText.width(of: character)
            }
        }
        return width
    }
}
