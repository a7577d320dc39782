/// A directed graph over names, for cycle detection.
struct Graph {
    let edges: [String: Set<String>]

    /// One cycle per strongly connected component that has one, as a path starting and ending
    /// at the component's smallest name (`[a, b, a]`).
    func cycles() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? []).sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }

        let nodes = Set(edges.keys).union(edges.values.joined())
        for node in nodes.sorted() where indices[node] == nil { connect(node) }

        return components.compactMap { component -> [String]? in
            let members = Set(component)
            guard let start = component.min() else { return nil }
            if component.count == 1 && !(edges[start]?.contains(start) ?? false) { return nil }
            return shortestCycle(from: start, within: members)
        }
        .sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    private func shortestCycle(from start: String, within members: Set<String>) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (edges[node] ?? []).sorted() where members.contains(next) {
                if next == start {
                    var path = [node]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    if path.first != start { path.insert(start, at: 0) }
                    return path + [start]
                }
                if previous[next] == nil, next != start {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start, start]
    }
}
