import NanoUI

extension HTMLRenderer {
    /// A list: `<div class="nano-list" data-control-id>` holding, in order, the refresh button
    /// (refreshable lists only: `<button data-refresh>`, disabled and `is-refreshing` while the
    /// list refreshes), each section (an `<h2>` when titled, then a `<ul>` of rows), and the
    /// footer `<p>`. Every row is a `<button data-row="N">`, N counting rows across sections from
    /// 0 as `select ID N` does; the selected row has `aria-current="true"`. The framework's
    /// words (`Refresh`, `No rows`, a checkmark's name) are `texts`'.
    static func list(_ control: ControlDescription, texts: ContainerTexts = .english) -> String {
        let state = control.state
        let sections = state["sections"]?.elements ?? []
        let isRefreshable = state["refreshing"] != nil
        let isRefreshing = state.flag("refreshing", default: false)
        var selected: Int?
        if case .int(let row) = state["selected"] { selected = row }

        var parts: [String] = []
        if isRefreshable { parts.append(refreshButton(isRefreshing: isRefreshing, texts: texts)) }
        // Made once per list: a long list writes 1,000 rows.
        let checkmark =
            #"<span class="nano-accessory nano-accessory-checkmark" role="img" aria-label=""#
            + Markup.escape(texts.selected) + #""></span>"#
        var flat = 0
        for section in sections.map(\.object) {
            let rows = section["rows"]?.elements ?? []
            parts.append(
                listSection(
                    title: section.string("title"), rows: rows, firstRow: flat, selected: selected,
                    checkmark: checkmark))
            flat += rows.count
        }
        if flat == 0 && !sections.contains(where: { !($0.object.string("title") ?? "").isEmpty }) {
            parts.append(Markup.element("p", [Attribute("class", "nano-list-empty")], Markup.escape(texts.noRows)))
        }
        if let footer = state.string("footer") {
            parts.append(Markup.element("p", [Attribute("class", "nano-list-footer")], Markup.escape(footer)))
        }
        return Markup.element(
            "div",
            [
                Attribute("class", "nano-list"), Attribute("data-control-id", control.id),
                isRefreshing ? Attribute("aria-busy", "true") : nil,
            ],
            parts.joined())
    }

    private static func refreshButton(isRefreshing: Bool, texts: ContainerTexts) -> String {
        Markup.element(
            "button",
            [
                Attribute("type", "button"),
                Attribute("class", isRefreshing ? "nano-refresh is-refreshing" : "nano-refresh"),
                .flag("data-refresh", true), .flag("disabled", isRefreshing),
            ],
            Markup.escape(isRefreshing ? texts.refreshing + "\u{2026}" : texts.refresh))
    }

    /// `<div class="nano-list-section">`: the title as an `<h2>` (none when untitled), then the
    /// rows (none when it has no rows).
    private static func listSection(
        title: String?, rows: [StateValue], firstRow: Int, selected: Int?, checkmark: String
    ) -> String {
        var content = ""
        if let title, !title.isEmpty {
            content += Markup.element("h2", [Attribute("class", "nano-list-header")], Markup.escape(title))
        }
        if !rows.isEmpty {
            content += #"<ul class="nano-rows" role="list">"#
            for (offset, row) in rows.enumerated() {
                content += "<li>"
                listRow(
                    row.object, number: firstRow + offset, isSelected: firstRow + offset == selected,
                    checkmark: checkmark, into: &content)
                content += "</li>"
            }
            content += "</ul>"
        }
        return Markup.element("div", [Attribute("class", "nano-list-section")], content)
    }

    /// `<button class="nano-row" data-row="N" data-row-id="ID">`: title, detail, and the
    /// accessory (a chevron, hidden from assistive technology, or a checkmark named
    /// "Selected", as VoiceOver reads a checked cell: `checkmark`, its markup in the app's
    /// language). Written into `html`: a long list writes 1,000 of them, so no row makes a
    /// string of its own.
    private static func listRow(
        _ row: ControlState, number: Int, isSelected: Bool, checkmark: String, into html: inout String
    ) {
        html +=
            isSelected
            ? #"<button type="button" class="nano-row is-selected" data-row=""#
            : #"<button type="button" class="nano-row" data-row=""#
        html += String(number)
        html += #"" data-row-id=""#
        html += Markup.escape(row.string("id") ?? "")
        html += isSelected ? #"" aria-current="true">"# : #"">"#
        html += #"<span class="nano-row-title">"#
        html += Markup.escape(row.string("title") ?? "")
        html += "</span>"
        if let detail = row.string("detail") {
            html += #"<span class="nano-row-detail">"#
            html += Markup.escape(detail)
            html += "</span>"
        }
        switch row.string("accessory").flatMap(ListRow.Accessory.init(rawValue:)) {
        case .disclosure:
            html += #"<span class="nano-accessory nano-accessory-disclosure" aria-hidden="true"></span>"#
        case .checkmark:
            html += checkmark
        default:
            break
        }
        html += "</button>"
    }
}
