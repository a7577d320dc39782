/// Reopening what the last run left: the saved stack and the link waiting for a guard.
extension AppRuntime {
    /// Reopens the saved stack, or the home link when nothing was saved.
    ///
    /// A saved link that no longer opens (its route was removed or renamed, a parameter no
    /// longer fits, its feature is disabled) is dropped with a warning; the rest of the stack
    /// is rebuilt, or the home link opens when nothing is left. A saved pending link opens
    /// first, so its guard flow shows again. A saved stack of more than ``SavedStack/maxLinks``
    /// links (``StateSettings/maxSavedLinks``) is dropped whole with a warning, and the home
    /// link opens (a saved pending link is still honoured).
    ///
    /// Linear in the saved stack: each link is checked once and the stack rebuilt in one pass.
    /// - Throws: what opening the home link or restoring throws.
    public func resume() async throws(AppError) {
        let saved = state.savedStack
        var savedLinks = saved?.links ?? []
        let limit = state.settings.maxSavedLinks
        if savedLinks.count > limit {
            warn(
                "dropped the saved stack: it has \(savedLinks.count) links, more than the limit of \(limit) "
                    + "(a damaged or hand-made \(StateDirectory.navigationFileName)?)")
            savedLinks = []
        }
        let links = savedLinks.filter(stillOpens)
        let pending = saved?.pending.flatMap { stillOpens($0) ? $0 : nil }
        guard !links.isEmpty || pending != nil else {
            warn("nothing to resume; opening \(configuration.homeLink)")
            try await open(configuration.homeLink)
            return
        }
        if let pending {
            try await open(pending)
            guard app.pendingLink != nil else { return }
        }
        if links.isEmpty {
            try await open(configuration.homeLink)
        } else {
            try await restore(links)
        }
    }

    /// Whether the saved `link` can still be opened; warns and says no when it cannot.
    private func stillOpens(_ link: String) -> Bool {
        do {
            try app.validate(link)
            return true
        } catch {
            warn("dropped the saved link \(link): \(error.description)")
            return false
        }
    }
}
