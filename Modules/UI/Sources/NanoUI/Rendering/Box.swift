/// The frame of a rendering: borders and the padded rows between them.
struct Box {
    let glyphs: Glyphs
    let color: Bool
    /// The total width, borders included.
    let width: Int

    init(options: TextRenderer.Options) {
        glyphs = Glyphs.forCharset(options.charset)
        color = options.color
        width = options.effectiveWidth
    }

    /// The columns between `│ ` and ` │`.
    var innerWidth: Int { width - 4 }

    /// `┌─ name ───┐`.
    func top(name: String) -> String {
        let label = StyledLine(name).truncated(to: width - 6, ellipsis: glyphs.ellipsis)
        let prefix = glyphs.topLeft + glyphs.horizontal + " " + label.rendered(color: false) + " "
        return prefix + rule(width - 5 - label.width) + glyphs.topRight
    }

    /// `│ content │`, the content cut or padded to the inner width — or, when `overflowing`,
    /// never cut (only padded), so a longer line runs past the right border.
    func row(_ content: StyledLine, overflowing: Bool) -> String {
        let fitted =
            overflowing && content.width > innerWidth
            ? content : content.fitted(to: innerWidth, ellipsis: glyphs.ellipsis)
        return glyphs.vertical + " " + fitted.rendered(color: color) + " " + glyphs.vertical
    }

    /// `├────┤`.
    func separator() -> String { glyphs.teeLeft + rule(width - 2) + glyphs.teeRight }

    /// `└────┘`.
    func bottom() -> String { glyphs.bottomLeft + rule(width - 2) + glyphs.bottomRight }

    private func rule(_ count: Int) -> String {
        String(repeating: glyphs.horizontal, count: max(count, 0))
    }
}

/// Greedy word wrapping by terminal width; words wider than a line are split.
enum TextWrapper {
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            for chunk in chunks(of: String(word), width: width) {
                let chunkWidth = TerminalText.width(of: chunk)
                if currentWidth > 0 && currentWidth + 1 + chunkWidth <= width {
                    current += " " + chunk
                    currentWidth += 1 + chunkWidth
                } else {
                    if currentWidth > 0 { lines.append(current) }
                    current = chunk
                    currentWidth = chunkWidth
                }
            }
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    private static func chunks(of word: String, width: Int) -> [String] {
        var chunks: [String] = []
        var chunk = ""
        var chunkWidth = 0
        for character in word {
            let characterWidth = TerminalText.width(of: character)
            if chunkWidth + characterWidth > width && !chunk.isEmpty {
                chunks.append(chunk)
                chunk = ""
                chunkWidth = 0
            }
            chunk.append(character)
            chunkWidth += characterWidth
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        return chunks
    }
}
