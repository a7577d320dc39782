/// The renderer's own HTML (``HTMLRenderer/app(_:)``) read back as a tree of elements, so two
/// renders can be compared element by element (``HTMLPatch/diff(from:to:)``). It reads only
/// what the renderer writes: start tags, end tags, text, and the void elements; every `<` and `>`
/// of app text is escaped, so a tag ends at the first `>`. Elements are kept as byte ranges of
/// the HTML, not copies, so a tree costs its HTML plus a few words per element.
public struct HTMLTree: Sendable {
    /// One element: where it, its start tag and its content (`inner`, `nil` for a void
    /// element) are in the HTML, and its element children.
    struct Element: Sendable {
        var name: String
        var startTag: Range<Int>
        var outer: Range<Int>
        var inner: Range<Int>?
        var key: String?
        var children: [Element] = []

        /// The text around the children: before the first, between each two, after the last
        /// (one more than `children`; none for a void element). Worked out when asked, which
        /// is only for elements that changed.
        var gaps: [Range<Int>] {
            guard let inner else { return [] }
            var gaps: [Range<Int>] = []
            gaps.reserveCapacity(children.count + 1)
            var start = inner.lowerBound
            for child in children {
                gaps.append(start..<child.outer.lowerBound)
                start = child.outer.upperBound
            }
            gaps.append(start..<inner.upperBound)
            return gaps
        }
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
        var stack = [Element(name: "", startTag: 0..<0, outer: 0..<bytes.count, inner: 0..<bytes.count)]
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
                element.inner = element.startTag.upperBound..<index
                element.outer = element.outer.lowerBound..<(close + 1)
                if element.key == nil { element.key = Self.inheritedKey(element.children) }
                stack[stack.count - 1].children.append(element)
            } else if !name.isEmpty {
                let isVoid = Self.voidElements.contains(name)
                let element = Element(
                    name: name, startTag: index..<(close + 1), outer: index..<(close + 1),
                    inner: isVoid ? nil : (close + 1)..<(close + 1), key: Self.key(bytes, in: index..<(close + 1)))
                if isVoid {
                    stack[stack.count - 1].children.append(element)
                } else {
                    stack.append(element)
                }
            }
            index = close + 1
        }
        guard stack.count == 1, let root = stack.popLast() else { return nil }
        self.bytes = bytes
        self.root = root
    }

    /// The text of `range` (HTML as written).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `range` here holds the same bytes as `other` in `tree`.
    func same(_ range: Range<Int>, as other: Range<Int>, in tree: HTMLTree) -> Bool {
        guard range.count == other.count else { return false }
        // A plain loop over the buffers: what the comparison of a long list's rows spends its
        // time on, and a generic `elementsEqual` over slices is several times slower.
        return bytes.withUnsafeBufferPointer { mine in
            tree.bytes.withUnsafeBufferPointer { theirs in
                var offset = 0
                while offset < range.count {
                    if mine[range.lowerBound + offset] != theirs[other.lowerBound + offset] { return false }
                    offset += 1
                }
                return true
            }
        }
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

    /// The tag's name: the letters, digits and hyphens from `start` (the renderer writes them
    /// in lower case).
    private static func tagName(_ bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// What identifies an element among its siblings: its `data-row-id` (a list's row), its
    /// `data-control-id` (a control) or its `data-scene` (a layer or pane: another screen in
    /// its place is another element, so the page gets it whole), as written; `nil` without any.
    private static func key(_ bytes: [UInt8], in tag: Range<Int>) -> String? {
        var rowID: String?
        var controlID: String?
        var scene: String?
        var index = tag.lowerBound
        // One pass over the tag: at each ` data-`, which of the three it is.
        while index + 6 < tag.upperBound {
            if bytes[index] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: "d"),
                bytes[(index + 1)..<(index + 6)].elementsEqual(dataPrefix)
            {
                if rowID == nil, let found = value(after: rowPattern, bytes, at: index, in: tag) { rowID = found }
                if controlID == nil, let found = value(after: controlPattern, bytes, at: index, in: tag) {
                    controlID = found
                }
                if scene == nil, let found = value(after: scenePattern, bytes, at: index, in: tag) { scene = found }
            }
            index += 1
        }
        return rowID ?? controlID ?? scene
    }

    private static let dataPrefix = Array("data-".utf8)

    private static let rowPattern = Array(" data-row-id=\"".utf8)
    private static let controlPattern = Array(" data-control-id=\"".utf8)
    private static let scenePattern = Array(" data-scene=\"".utf8)

    /// The quoted value when `pattern` (` name="`) starts at `index` of the tag, else `nil`.
    private static func value(after pattern: [UInt8], _ bytes: [UInt8], at index: Int, in tag: Range<Int>) -> String? {
        guard index + pattern.count <= tag.upperBound, bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        else { return nil }
        let start = index + pattern.count
        var close = start
        while close < tag.upperBound, bytes[close] != UInt8(ascii: "\"") { close += 1 }
        return String(decoding: bytes[start..<close], as: UTF8.self)
    }

    /// The key an element without one of its own takes from its children: that of the one
    /// child with a key (a row's `<li>` takes its button's, a switch's `<label>` its input's);
    /// `nil` when none or several have one.
    private static func inheritedKey(_ children: [Element]) -> String? {
        var found: String?
        for child in children {
            guard let key = child.key else { continue }
            if found != nil { return nil }
            found = key
        }
        return found
    }
}
