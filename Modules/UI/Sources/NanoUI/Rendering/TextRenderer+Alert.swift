// An alert drawn as a box of its own, for the scene renderer to lay over the scene's controls.
extension TextRenderer {
    /// The alert's box as lines exactly `width` columns wide (borders included), its name and
    /// role marks in the options' ``TextRenderer/Options/texts`` (English below):
    ///
    /// ```
    /// ┌─ Alert ──────────────────────────┐
    /// │ Could not load people            │
    /// │ The server did not answer.       │
    /// ├──────────────────────────────────┤
    /// │ retry  ( Retry )                 │
    /// │ cancel ( Cancel )         cancel │
    /// └──────────────────────────────────┘
    /// ```
    func alertLines(_ alert: AlertDescription, width: Int) -> [StyledLine] {
        let glyphs = glyphs
        let inner = max(width - 4, 1)
        func row(_ content: StyledLine) -> StyledLine {
            var line = StyledLine(glyphs.vertical + " ")
            line.append(content.fitted(to: inner, ellipsis: glyphs.ellipsis))
            line.append(" " + glyphs.vertical)
            return line
        }
        func rule(_ count: Int) -> String { String(repeating: glyphs.horizontal, count: max(count, 0)) }

        let texts = options.texts
        let name = sanitize(alert.style == .actionSheet ? texts.confirm : texts.alert)
        var lines = [
            StyledLine(
                glyphs.topLeft + glyphs.horizontal + " " + name + " " + rule(width - 5 - StyledLine(name).width)
                    + glyphs.topRight)
        ]
        lines += TextWrapper.wrap(sanitize(alert.title), width: inner).map { row(StyledLine($0, .bold)) }
        if let message = alert.message, !message.isEmpty {
            lines += TextWrapper.wrap(sanitize(message), width: inner).map { row(StyledLine($0)) }
        }
        lines.append(StyledLine(glyphs.teeLeft + rule(width - 2) + glyphs.teeRight))
        let ids = alert.actions.map { StyledLine(sanitize($0.id)) }
        let idWidth = min(ids.map(\.width).max() ?? 0, inner / 2)
        for (action, id) in zip(alert.actions, ids) {
            var line = id.truncated(to: idWidth, ellipsis: glyphs.ellipsis)
            line.appendSpaces(idWidth + 1 - line.width)
            line.append(StyledLine("( " + sanitize(action.title) + " )", action.role == .destructive ? .red : .plain))
            guard let mark = texts.mark(of: action.role) else {
                lines.append(row(line))
                continue
            }
            // The role at the right, on a line of its own when the button leaves no room.
            let role = StyledLine(sanitize(mark), .dim)
            if line.width + 1 + role.width > inner {
                lines.append(row(line))
                line = StyledLine()
            }
            line.appendSpaces(inner - line.width - role.width)
            line.append(role)
            lines.append(row(line))
        }
        lines.append(StyledLine(glyphs.bottomLeft + rule(width - 2) + glyphs.bottomRight))
        return lines
    }
}
