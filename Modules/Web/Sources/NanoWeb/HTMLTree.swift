/// The renderer's own HTML (``HTMLRenderer/app(_:)``) read back as a tree of elements, so two
/// renders can be compared element by element (``HTMLPatch/diff(from:to:)``). It reads only
/// what the renderer writes: start tags, end tags, text, and the void elements; every `<` and `>`
/// of app text is escaped, so a tag ends at the first `>`. Elements are kept as byte ranges of
/// the HTML, not copies, so a tree costs its HTML plus a few words per element.
public struct HTMLTree: Sendable {
    /// One element: where it and its start tag are in the HTML, its element children, and the
    /// text around them (`gaps`: before the first child, between children, after the last; one
    /// more than `children`).
    struct Element: Sendable {
        var name: String
        var startTag: Range<Int>
        var outer: Range<Int>
        var key: String?
        var children: [Element] = []
        var gaps: [Range<Int>] = []
    }

    /// The HTML, as UTF-8.
    let bytes: [UInt8]
    /// A nameless element holding the fragment's top-level elements (the layers, the tab bar,
    /// the alert).
    let root: Element

    /// Elements with no end tag.
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Reads `html`, a fragment as ``HTMLRenderer/app(_:)`` writes it; `nil` when its tags do not
    /// nest (an end tag that closes no open element, an element left open, a `<` without `>`):
    /// then there is no tree to compare, and the page gets the whole HTML.
    public init?(html: String) {
        let bytes = Array(html.utf8)
        var stack = [Element(name: "", startTag: 0..<0, outer: 0..<bytes.count)]
        var gapStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            guard let close = Self.tagEnd(bytes, from: index) else { return nil }
            let isEnd = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            let name = Self.tagName(bytes, from: index + (isEnd ? 2 : 1))
            if isEnd {
                guard stack.count > 1, var element = stack.popLast(), element.name == name else { return nil }
                element.gaps.append(gapStart..<index)
                element.outer = element.outer.lowerBound..<(close + 1)
                stack[stack.count - 1].children.append(element)
                gapStart = close + 1
            } else if !name.isEmpty {
                stack[stack.count - 1].gaps.append(gapStart..<index)
                let element = Element(
                    name: name, startTag: index..<(close + 1), outer: index..<(close + 1),
                    key: Self.key(bytes, in: index..<(close + 1)))
                if Self.voidElements.contains(name) {
                    stack[stack.count - 1].children.append(element)
                } else {
                    stack.append(element)
                }
                gapStart = close + 1
            }
            index = close + 1
        }
        guard stack.count == 1, var root = stack.popLast() else { return nil }
        root.gaps.append(gapStart..<bytes.count)
        self.bytes = bytes
        self.root = Self.keyed(root)
    }

    /// The text of `range` (HTML as written).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `range` here holds the same bytes as `other` in `tree`.
    func same(_ range: Range<Int>, as other: Range<Int>, in tree: HTMLTree) -> Bool {
        range.count == other.count && bytes[range].elementsEqual(tree.bytes[other])
    }

    /// The index of the `>` that ends the tag starting at `start`.
    private static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ">") { return index }
            index += 1
        }
        return nil
    }

    /// The tag's name: the letters and digits from `start`, lowercased.
    private static func tagName(_ bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// What identifies an element among its siblings: its `data-row-id` (a list's row), its
    /// `data-control-id` (a control) or its `data-scene` (a layer or pane: another screen in
    /// its place is another element, so the page gets it whole), as written; `nil` without any.
    private static func key(_ bytes: [UInt8], in tag: Range<Int>) -> String? {
        for name in [" data-row-id=\"", " data-control-id=\"", " data-scene=\""] {
            if let value = attribute(name, bytes, in: tag) { return value }
        }
        return nil
    }

    /// The quoted value after `prefix` (` name="`) in the tag, if it has one.
    private static func attribute(_ prefix: String, _ bytes: [UInt8], in tag: Range<Int>) -> String? {
        let pattern = Array(prefix.utf8)
        var index = tag.lowerBound
        while index + pattern.count <= tag.upperBound {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                let start = index + pattern.count
                var end = start
                while end < tag.upperBound, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// `element` with keys given to the elements that wrap one keyed element and nothing else
    /// (a row's `<li>` takes its button's key), bottom up.
    private static func keyed(_ element: Element) -> Element {
        var element = element
        element.children = element.children.map(keyed)
        if element.key == nil, element.children.count == 1 { element.key = element.children[0].key }
        return element
    }
}
