/// The sessions whose page was loaded but whose socket has not opened yet, bounded so that page
/// loads without a cookie cannot fill the server (issue 38, item 10).
///
/// A page load needs an app to draw its screen, but a browser only becomes a session when its
/// page connects. Until then its app waits here: at most ``capacity`` of them, at most
/// ``perClient`` from one client address. Past either bound the oldest (the client's own first)
/// is dropped, its app released, and only a *ghost* kept: its id, the link its page opened and
/// the language it asked for, a few hundred bytes. A socket (or page load) that comes for a
/// ghost gets a new app made from it, so a real browser whose page was crowded out by a flood
/// still gets its session. Ghosts are bounded too (``ghostCapacity``, oldest forgotten first).
struct PendingPages<App> {
    /// What is kept of a page whose app was dropped: enough to make it again.
    struct Ghost: Equatable {
        /// The link the page opened (nil: the app's home).
        let link: String?
        /// The page's `Accept-Language` header.
        let acceptLanguage: String?
        /// Whether its browser's id was made for this page (so the browser's state folder, if
        /// any, is the page's own).
        let isFresh: Bool
        /// The browser (the cookie's id) the page's tab belongs to, whose state its app is made
        /// over again.
        var browser: String? = nil
    }

    private struct Entry {
        let app: App
        let client: String
        let ghost: Ghost
    }

    /// The most pages waiting with their app.
    let capacity: Int
    /// The most pages one client address has waiting with their app.
    let perClient: Int
    /// The most ghosts kept.
    let ghostCapacity: Int

    private var entries: [String: Entry] = [:]
    /// Ids in the order their pages came (ids already taken or dropped are skipped when met).
    private var order: [String] = []
    private var perClientCount: [String: Int] = [:]
    private var ghosts: [String: Ghost] = [:]
    /// Ghost ids, oldest first (ids revived since are skipped when met).
    private var ghostOrder: [String] = []

    /// An empty pool with these bounds (each at least 1).
    init(capacity: Int, perClient: Int, ghostCapacity: Int) {
        self.capacity = max(capacity, 1)
        self.perClient = max(perClient, 1)
        self.ghostCapacity = max(ghostCapacity, 1)
    }

    /// How many pages wait with their app.
    var count: Int { entries.count }

    /// How many ghosts are kept.
    var ghostCount: Int { ghosts.count }

    /// Every app waiting.
    var apps: [App] { entries.values.map(\.app) }

    /// The app of the page with `id`, if it waits.
    func app(_ id: String) -> App? { entries[id]?.app }

    /// The ghost of the page with `id`, if one is kept.
    func ghost(_ id: String) -> Ghost? { ghosts[id] }

    /// Adds a page's app; returns the apps dropped to make room (oldest first), now ghosts,
    /// and the ghosts forgotten for good (so their state can go).
    mutating func add(
        _ app: App, id: String, client: String, ghost: Ghost
    ) -> (dropped: [(id: String, app: App)], forgotten: [(id: String, ghost: Ghost)]) {
        var dropped: [(id: String, app: App)] = []
        var forgotten: [(id: String, ghost: Ghost)] = []
        ghosts[id] = nil
        if perClientCount[client, default: 0] >= perClient, let oldest = oldest(of: client),
            let released = bury(oldest, into: &forgotten)
        {
            dropped.append((oldest, released))
        }
        while entries.count >= capacity, let oldest = oldest(of: nil), let released = bury(oldest, into: &forgotten) {
            dropped.append((oldest, released))
        }
        entries[id] = Entry(app: app, client: client, ghost: ghost)
        perClientCount[client, default: 0] += 1
        order.append(id)
        compact()
        return (dropped, forgotten)
    }

    /// Takes the page's app out (its socket opened, or it was closed); nil when none waits.
    mutating func take(_ id: String) -> App? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        release(entry.client)
        compact()
        return entry.app
    }

    /// Takes the ghost with `id` out (its app is being made again); nil when none is kept.
    mutating func takeGhost(_ id: String) -> Ghost? {
        let ghost = ghosts.removeValue(forKey: id)
        compact()
        return ghost
    }

    /// Takes out the waiting apps `isDone` picks (they expired), ghosts not kept.
    mutating func removeAll(where isDone: (App) -> Bool) -> [(id: String, app: App, ghost: Ghost)] {
        let done = entries.filter { isDone($0.value.app) }
        for (id, entry) in done {
            entries[id] = nil
            release(entry.client)
        }
        compact()
        return done.map { ($0.key, $0.value.app, $0.value.ghost) }
    }

    /// Takes out every app waiting and every ghost (the server stops); returns the apps.
    mutating func removeAll() -> [App] {
        let apps = self.apps
        self = PendingPages(capacity: capacity, perClient: perClient, ghostCapacity: ghostCapacity)
        return apps
    }

    /// The oldest waiting page's id, of `client` when given.
    private func oldest(of client: String?) -> String? {
        order.first { id in
            guard let entry = entries[id] else { return false }
            return client == nil || entry.client == client
        }
    }

    /// Drops a waiting page's app, keeping its ghost; the ghosts beyond the bound go to
    /// `forgotten`.
    private mutating func bury(_ id: String, into forgotten: inout [(id: String, ghost: Ghost)]) -> App? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        release(entry.client)
        ghosts[id] = entry.ghost
        ghostOrder.append(id)
        while ghosts.count > ghostCapacity, !ghostOrder.isEmpty {
            let old = ghostOrder.removeFirst()
            if let ghost = ghosts.removeValue(forKey: old) { forgotten.append((old, ghost)) }
        }
        compact()
        return entry.app
    }

    private mutating func release(_ client: String) {
        let left = perClientCount[client, default: 1] - 1
        perClientCount[client] = left > 0 ? left : nil
    }

    /// Forgets ids that no longer wait (or are no longer ghosts) once they outnumber the
    /// living: the orders stay within twice their table's size (amortized O(1) per page).
    private mutating func compact() {
        if order.count > 2 * entries.count + 64 {
            let entries = self.entries
            order.removeAll { entries[$0] == nil }
        }
        if ghostOrder.count > 2 * ghosts.count + 64 {
            let ghosts = self.ghosts
            ghostOrder.removeAll { ghosts[$0] == nil }
        }
    }
}
