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
    let back: String
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
        teeLeft: "├", teeRight: "┤", ellipsis: "…", back: "‹ Back", backArrow: "‹", mask: "•",
        toggleOn: "[✓]", toggleOff: "[ ]", spinning: "⠿", idle: "·", selected: "▸",
        disclosure: "›", checkmark: "✓", info: "•", success: "✓", error: "✗"
    )

    static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        teeLeft: "+", teeRight: "+", ellipsis: "...", back: "< Back", backArrow: "<", mask: "*",
        toggleOn: "[x]", toggleOff: "[ ]", spinning: "*", idle: "-", selected: ">",
        disclosure: ">", checkmark: "v", info: "*", success: "+", error: "!"
    )
}
