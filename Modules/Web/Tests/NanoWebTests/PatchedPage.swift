@testable import NanoWeb

/// A page as the script keeps it, in miniature: the HTML as a tree of elements and text that
/// ``HTMLPatch`` values are applied to the way nano.js applies them (by element-child path),
/// then written back out, so a test can compare what the patches built with a fresh render.
final class PatchedPage {
    /// One element: its start tag as written, and its content in order (text or elements).
    final class Node {
        var name: String
        var startTag: String
        var items: [Item]
        var isVoid: Bool

        init(name: String, startTag: String, items: [Item], isVoid: Bool) {
            self.name = name
            self.startTag = startTag
            self.items = items
            self.isVoid = isVoid
        }

        var elements: [Node] {
            items.compactMap { if case .element(let node) = $0 { node } else { nil } }
        }

        var html: String {
            let inner = items.map { item in
                switch item {
                case .text(let text): text
                case .element(let node): node.html
                }
            }.joined()
            return isVoid ? startTag : startTag + inner + (name.isEmpty ? "" : "</" + name + ">")
        }
    }

    enum Item {
        case text(String)
        case element(Node)
    }

    enum Failure: Error {
        case unreadable
        case noElement([Int])
    }

    private(set) var root: Node

    /// The page showing `html` (a fragment as ``HTMLRenderer/app(_:)`` writes it).
    init(_ html: String) throws {
        guard let tree = HTMLTree(html: html) else { throw Failure.unreadable }
        root = Self.node(tree.root, in: tree)
    }

    /// The page's HTML now.
    var html: String { root.html }

    /// Applies `patches` in order, as the page does.
    func apply(_ patches: [HTMLPatch]) throws {
        for patch in patches {
            switch patch {
            case .replace(let path, let html):
                let (parent, index) = try slot(path)
                parent.items[index] = .element(try Self.single(html))
            case .attributes(let path, let startTag):
                try element(path).startTag = startTag
            case .order(let path, let children, let gap):
                let element = try element(path)
                let before = element.elements
                let kept: [Item] = try children.map { child in
                    switch child {
                    case .kept(let index) where before.indices.contains(index): .element(before[index])
                    case .kept: throw Failure.noElement(path)
                    case .new(let html): .element(try Self.single(html))
                    }
                }
                element.items = gap.isEmpty ? kept : kept.flatMap { [.text(gap), $0] } + [.text(gap)]
            }
        }
    }

    private func element(_ path: [Int]) throws -> Node {
        var node = root
        for index in path {
            let elements = node.elements
            guard elements.indices.contains(index) else { throw Failure.noElement(path) }
            node = elements[index]
        }
        return node
    }

    /// The element at `path` as its parent and its index among the parent's items.
    private func slot(_ path: [Int]) throws -> (Node, Int) {
        guard let last = path.last else { throw Failure.noElement(path) }
        let parent = try element(Array(path.dropLast()))
        var seen = -1
        for (position, item) in parent.items.enumerated() {
            if case .element = item { seen += 1 }
            if seen == last { return (parent, position) }
        }
        throw Failure.noElement(path)
    }

    private static func single(_ html: String) throws -> Node {
        guard let tree = HTMLTree(html: html), tree.root.children.count == 1 else { throw Failure.unreadable }
        return node(tree.root.children[0], in: tree)
    }

    private static func node(_ element: HTMLTree.Element, in tree: HTMLTree) -> Node {
        var items: [Item] = []
        let gaps = element.gaps
        for (index, child) in element.children.enumerated() {
            if !gaps[index].isEmpty { items.append(.text(tree.text(gaps[index]))) }
            items.append(.element(node(child, in: tree)))
        }
        if let last = gaps.last, !last.isEmpty { items.append(.text(tree.text(last))) }
        let isVoid = element.inner == nil
        return Node(name: element.name, startTag: tree.text(element.startTag), items: items, isVoid: isVoid)
    }
}
