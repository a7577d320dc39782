/// One change that turns the page's `<main id="nano-app">`, as the last render left it, into the
/// next render: what the web host sends instead of the whole HTML when only parts of the screen
/// changed (the DocC article "The page's patch protocol").
///
/// An element is found by its `path`: element-child indices from `<main id="nano-app">` down,
/// counting elements only (not text), in the tree *before* this patch and after the patches
/// before it in the same list. The page applies a list in order.
///
/// ```swift
/// if let before = HTMLTree(html: sent), let after = HTMLTree(html: HTMLRenderer.app(screen)),
///     let patches = HTMLPatch.diff(from: before, to: after) {
///     // send `patches` (possibly empty: nothing changed)
/// } else {
///     // send the whole HTML
/// }
/// ```
public enum HTMLPatch: Sendable, Equatable, Encodable {
    /// A child of an element whose children were reordered (``order(path:children:gap:)``).
    public enum Child: Sendable, Equatable, Encodable {
        /// The element that was the `n`th child before (counting elements, from 0).
        case kept(Int)
        /// A new element, as HTML.
        case new(String)

        /// A number for ``kept(_:)``, a string for ``new(_:)``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .kept(let index): try container.encode(index)
            case .new(let html): try container.encode(html)
            }
        }
    }

    /// The element at `path` becomes `html` (one element, with everything inside it).
    case replace(path: [Int], html: String)
    /// The element at `path` keeps its children but takes the attributes of `startTag` (its
    /// new start tag, `<input … value="ada@">`): attributes it lacks are removed. A field the
    /// person is typing in stays the same element, so it keeps focus, caret and selection.
    case attributes(path: [Int], startTag: String)
    /// The children of the element at `path` become `children` in that order, each one kept
    /// from before or new: rows inserted, removed or moved, a control shown or hidden. `gap` is
    /// the text before, between and after them (the same everywhere, `"\n"` between a layer's
    /// controls, empty between rows). Patches after it address the children by their new
    /// positions.
    case order(path: [Int], children: [Child], gap: String = "")

    private enum Key: String, CodingKey { case at, html, tag, order, gap }

    /// `{"at":[…],"html":…}`, `{"at":[…],"tag":…}` or `{"at":[…],"order":[…]}` (with `"gap"`
    /// when it is not empty).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .replace(let path, let html):
            try container.encode(path, forKey: .at)
            try container.encode(html, forKey: .html)
        case .attributes(let path, let startTag):
            try container.encode(path, forKey: .at)
            try container.encode(startTag, forKey: .tag)
        case .order(let path, let children, let gap):
            try container.encode(path, forKey: .at)
            try container.encode(children, forKey: .order)
            if !gap.isEmpty { try container.encode(gap, forKey: .gap) }
        }
    }

    /// About how many bytes the patch takes in a message: what decides between patches and a
    /// whole element (or the whole page).
    var cost: Int {
        switch self {
        case .replace(let path, let html): Self.replaceCost(path: path, bytes: html.utf8.count)
        case .attributes(let path, let startTag): 16 + 4 * path.count + startTag.utf8.count
        case .order(let path, let children, let gap):
            children.reduce(20 + 4 * path.count + gap.utf8.count) { total, child in
                switch child {
                case .kept: total + 6
                case .new(let html): total + 3 + html.utf8.count
                }
            }
        }
    }

    /// The cost of ``replace(path:html:)`` with `bytes` of HTML.
    static func replaceCost(path: [Int], bytes: Int) -> Int { 16 + 4 * path.count + bytes }

    /// The patches that turn `old` into `new`, smallest first: an element whose start tag
    /// changed gets ``attributes(path:startTag:)``; one whose children are the same elements
    /// (same tag and key, in order, with the same text between them) is compared child by
    /// child; one whose children are all keyed and unique, with the same text around each (a
    /// list's rows, a layer's controls) gets ``order(path:children:gap:)`` and its kept
    /// children compared; anything else is replaced
    /// whole, as is an element whose patches would cost more than its HTML (at equal cost the
    /// patches win: a field keeps its element).
    ///
    /// - Returns: The patches in the order the page applies them (empty when nothing changed),
    ///   or `nil` when the top level itself changed (a layer added or removed, an alert shown,
    ///   the tab bar gone) or the patches would cost as much as `new` whole: then the page gets
    ///   the whole HTML.
    public static func diff(from old: HTMLTree, to new: HTMLTree) -> [HTMLPatch]? {
        let differ = Differ(old: old, new: new)
        guard let patches = differ.children(of: old.root, new.root, at: []) else { return nil }
        return patches.reduce(0) { $0 + $1.cost } < new.bytes.count ? patches : nil
    }
}

/// The comparison behind ``HTMLPatch/diff(from:to:)``.
private struct Differ {
    let old: HTMLTree
    let new: HTMLTree

    /// Patches for `after` at `path`, given it is where `before` was.
    func element(_ before: HTMLTree.Element, _ after: HTMLTree.Element, at path: [Int]) -> [HTMLPatch] {
        if old.same(before.outer, as: after.outer, in: new) { return [] }
        // The replacement's text is made only when it is sent: most elements compared are equal
        // or hold the change deeper down.
        let whole = { HTMLPatch.replace(path: path, html: new.text(after.outer)) }
        let wholeCost = HTMLPatch.replaceCost(path: path, bytes: after.outer.count)
        guard before.name == after.name, var patches = children(of: before, after, at: path) else { return [whole()] }
        if !old.same(before.startTag, as: after.startTag, in: new) {
            patches.insert(.attributes(path: path, startTag: new.text(after.startTag)), at: 0)
        }
        return patches.reduce(0) { $0 + $1.cost } <= wholeCost ? patches : [whole()]
    }

    /// Patches for the children of `after`, or `nil` when they cannot be matched with those of
    /// `before` (the element is then replaced whole).
    func children(of before: HTMLTree.Element, _ after: HTMLTree.Element, at path: [Int]) -> [HTMLPatch]? {
        if sameShape(before, after) {
            var patches: [HTMLPatch] = []
            // Equal children (all but one or two of a long list's) are passed over here, before
            // any path is built for them.
            for index in before.children.indices
            where !old.same(before.children[index].outer, as: after.children[index].outer, in: new) {
                patches += element(before.children[index], after.children[index], at: path + [index])
            }
            return patches
        }
        guard let oldKeys = uniqueKeys(before), let newKeys = uniqueKeys(after),
            case let beforeGaps = before.gaps, case let afterGaps = after.gaps,
            let gap = beforeGaps.first, let newGap = afterGaps.first, old.same(gap, as: newGap, in: new),
            beforeGaps.allSatisfy({ old.same($0, as: gap, in: old) }),
            afterGaps.allSatisfy({ new.same($0, as: newGap, in: new) })
        else { return nil }
        let position = Dictionary(uniqueKeysWithValues: oldKeys.enumerated().map { ($1, $0) })
        var order: [HTMLPatch.Child] = []
        var patches: [HTMLPatch] = []
        for (index, child) in after.children.enumerated() {
            if let was = position[newKeys[index]], before.children[was].name == child.name {
                order.append(.kept(was))
                if !old.same(before.children[was].outer, as: child.outer, in: new) {
                    patches += element(before.children[was], child, at: path + [index])
                }
            } else {
                order.append(.new(new.text(child.outer)))
            }
        }
        return [.order(path: path, children: order, gap: old.text(gap))] + patches
    }

    /// Whether the two have the same children (tag and key, in order) with the same text
    /// around them.
    private func sameShape(_ before: HTMLTree.Element, _ after: HTMLTree.Element) -> Bool {
        guard before.children.count == after.children.count, (before.inner == nil) == (after.inner == nil) else {
            return false
        }
        for (one, other) in zip(before.children, after.children) where one.name != other.name || one.key != other.key {
            return false
        }
        for (one, other) in zip(before.gaps, after.gaps) where !old.same(one, as: other, in: new) { return false }
        return true
    }

    /// The keys of the element's children when every child has one and no two share it (a
    /// list's rows, a layer's controls); else `nil`.
    private func uniqueKeys(_ element: HTMLTree.Element) -> [String]? {
        let keys = element.children.compactMap(\.key)
        guard keys.count == element.children.count, Set(keys).count == keys.count else { return nil }
        return keys
    }
}
