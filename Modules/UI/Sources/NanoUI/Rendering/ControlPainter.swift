/// Draws one control's state into lines of a given width (the column right of its id).
///
/// | kind               | drawn as                                     |
/// |--------------------|----------------------------------------------|
/// | label              | its text (wrapped at larger content sizes)   |
/// | text field         | `[text_____]`, `[Placeholder    ]`, `[•••___]` |
/// | button, bar button | `( Title )`                                  |
/// | toggle             | `[✓] Title` / `[ ] Title`                    |
/// | activity indicator | `⠿ animating` / `· idle`                     |
/// | list               | section titles, then `▸ 0 Row   detail ›`, then the footer |
///
/// A disabled control is dim and ends in `disabled`. The framework's own words (`disabled`,
/// `(no rows)`, `Refreshing…`) are the `texts`' (English by default).
struct ControlPainter {
    let glyphs: Glyphs
    let charset: TextRenderer.Options.Charset
    /// The columns available to the control.
    let width: Int
    /// The framework's words, in the app's language.
    var texts: ContainerTexts = .english
    /// Whether a label's text wraps to ``width`` (larger content sizes) instead of being cut.
    var wrapsText = false

    private var disabledStatus: StyledLine { StyledLine(TerminalText.sanitize(texts.disabled, charset: charset)) }

    func lines(for control: ControlDescription) -> [StyledLine] {
        let state = control.state
        let enabled = state["enabled"] != .bool(false)
        switch control.kind {
        case .label:
            guard wrapsText else { return [StyledLine(text(state["text"]))] }
            return TextWrapper.wrap(text(state["text"]), width: width).map { StyledLine($0) }
        case .textField:
            return [withStatus(enabled: enabled) { textField(state, width: $0) }]
        case .button, .barButton:
            return [withStatus(enabled: enabled) { button(text(state["title"]), width: $0) }]
        case .toggle:
            let mark = state["on"] == .bool(true) ? glyphs.toggleOn : glyphs.toggleOff
            return [withStatus(enabled: enabled) { _ in StyledLine(mark + " " + text(state["title"])) }]
        case .activityIndicator:
            return state["animating"] == .bool(true)
                ? [StyledLine(glyphs.spinning + " animating")]
                : [StyledLine(glyphs.idle + " idle", .dim)]
        case .list:
            return list(state)
        }
    }

    /// Sanitized text of a string value; empty for anything else.
    private func text(_ value: StateValue?) -> String {
        TerminalText.sanitize(value?.stringValue ?? "", charset: charset)
    }

    /// The control drawn by `draw` in the width it gets; a disabled one dimmed, with
    /// `disabled` right-aligned when there is room for it.
    private func withStatus(enabled: Bool, _ draw: (Int) -> StyledLine) -> StyledLine {
        let status = disabledStatus
        let statusWidth = status.width
        guard !enabled else { return draw(width).truncated(to: width, ellipsis: glyphs.ellipsis) }
        guard width >= statusWidth + 5 else {
            return draw(width).truncated(to: width, ellipsis: glyphs.ellipsis).restyled(.dim)
        }
        var line = draw(width - statusWidth - 1).truncated(to: width - statusWidth - 1, ellipsis: glyphs.ellipsis)
        line.appendSpaces(width - statusWidth - line.width)
        line.append(status)
        return line.restyled(.dim)
    }

    /// `[text___]`; the placeholder (dim, padded with spaces) when there is no text; the text
    /// masked when secure.
    private func textField(_ state: ControlState, width: Int) -> StyledLine {
        let inside = max(width - 2, 1)
        let typed = text(state["text"])
        var content: StyledLine
        let fill: String
        if !typed.isEmpty {
            let shown = state["secure"] == .bool(true) ? String(repeating: glyphs.mask, count: typed.count) : typed
            content = StyledLine(shown).truncated(to: inside, ellipsis: glyphs.ellipsis)
            fill = "_"
        } else {
            let placeholder = text(state["placeholder"])
            content = StyledLine(placeholder, .dim).truncated(to: inside, ellipsis: glyphs.ellipsis)
            fill = placeholder.isEmpty ? "_" : " "
        }
        content.append(
            String(repeating: fill, count: max(inside - content.width, 0)), content.runs.last?.style ?? .plain)
        var line = StyledLine("[")
        line.append(content)
        line.append("]")
        return line
    }

    /// `( title )`, the title cut so the parentheses stay.
    private func button(_ title: String, width: Int) -> StyledLine {
        var line = StyledLine("( ")
        line.append(StyledLine(title).truncated(to: max(width - 4, 1), ellipsis: glyphs.ellipsis))
        line.append(" )")
        return line
    }

    // MARK: List

    private struct Row {
        var title: String
        var detail: String
        var accessory: String
    }

    private func list(_ state: ControlState) -> [StyledLine] {
        let sections: [(title: String, rows: [Row])] = (state["sections"]?.arrayValue ?? []).map { section in
            let properties = ControlState(section.objectValue ?? [])
            let rows = (properties["rows"]?.arrayValue ?? []).map { row in
                let row = ControlState(row.objectValue ?? [])
                return Row(
                    title: text(row["title"]), detail: text(row["detail"]), accessory: accessory(row["accessory"]))
            }
            return (text(properties["title"]), rows)
        }
        var lines: [StyledLine] = []
        if state["refreshing"] == .bool(true) {
            lines.append(
                StyledLine(glyphs.spinning + " " + text(.string(texts.refreshing)) + glyphs.ellipsis, .dim).truncated(
                    to: width, ellipsis: glyphs.ellipsis))
        }
        let rowCount = sections.reduce(0) { $0 + $1.rows.count }
        if rowCount > 0 || sections.contains(where: { !$0.title.isEmpty }) {
            var selected: Int?
            if case .int(let row) = state["selected"] { selected = row }
            let numberWidth = String(max(rowCount - 1, 0)).count
            var flat = 0
            for section in sections {
                if !section.title.isEmpty { lines.append(StyledLine(section.title, .dim)) }
                for row in section.rows {
                    lines.append(listRow(row, number: flat, numberWidth: numberWidth, isSelected: flat == selected))
                    flat += 1
                }
            }
        } else {
            lines.append(StyledLine("(" + text(.string(texts.noRowsNote)) + ")", .dim))
        }
        if state["footer"]?.stringValue != nil {
            lines += TextWrapper.wrap(text(state["footer"]), width: width).map { StyledLine($0, .dim) }
        }
        return lines
    }

    /// `▸ 3 Title          detail ›`.
    private func listRow(_ row: Row, number: Int, numberWidth: Int, isSelected: Bool) -> StyledLine {
        let digits = String(number)
        let marker = isSelected ? glyphs.selected : " "
        let left = StyledLine(
            marker + " " + String(repeating: " ", count: numberWidth - digits.count) + digits + " " + row.title)
        let trailing = [row.detail, row.accessory].filter { !$0.isEmpty }.joined(separator: " ")
        let right = StyledLine(trailing).truncated(to: width / 2, ellipsis: glyphs.ellipsis)
        var line = left.truncated(to: right.width == 0 ? width : width - right.width - 1, ellipsis: glyphs.ellipsis)
        line.appendSpaces(width - right.width - line.width)
        line.append(right)
        return line
    }

    private func accessory(_ value: StateValue?) -> String {
        switch value?.stringValue {
        case ListRow.Accessory.disclosure.rawValue: glyphs.disclosure
        case ListRow.Accessory.checkmark.rawValue: glyphs.checkmark
        default: ""
        }
    }
}

extension StateValue {
    /// The elements of an `.array`, else `nil`.
    var arrayValue: [StateValue]? {
        if case .array(let values) = self { values } else { nil }
    }

    /// The properties of an `.object`, else `nil`.
    var objectValue: [ControlState.Property]? {
        if case .object(let properties) = self { properties } else { nil }
    }
}

/// The characters a rendering draws with, per character set.
struct Glyphs: Sendable {
    let horizontal: String
    let vertical: String
    let topLeft: String
    let topRight: String
    let bottomLeft: String
    let bottomRight: String
    let teeLeft: String
    let teeRight: String
    let ellipsis: String
    /// The arrow of the back button, before an id (`‹ back`).
    let backArrow: String
    let mask: String
    let toggleOn: String
    let toggleOff: String
    let spinning: String
    let idle: String
    let selected: String
    let disclosure: String
    let checkmark: String
    let info: String
    let success: String
    let error: String

    static func forCharset(_ charset: TextRenderer.Options.Charset) -> Glyphs {
        charset == .unicode ? unicode : ascii
    }

    static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        teeLeft: "├", teeRight: "┤", ellipsis: "…", backArrow: "‹", mask: "•",
        toggleOn: "[✓]", toggleOff: "[ ]", spinning: "⠿", idle: "·", selected: "▸",
        disclosure: "›", checkmark: "✓", info: "•", success: "✓", error: "✗"
    )

    static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        teeLeft: "+", teeRight: "+", ellipsis: "...", backArrow: "<", mask: "*",
        toggleOn: "[x]", toggleOff: "[ ]", spinning: "*", idle: "-", selected: ">",
        disclosure: ">", checkmark: "v", info: "*", success: "+", error: "!"
    )
}
