import NanoCore

// Effects in a live page: async work a view model started (a request, with `Effect`) changes
// the screen when it delivers, which neither a page's message nor the app's clock announces.
extension WebSession {
    /// How often the screen is compared with what the pages have while an effect runs.
    static let effectPollInterval = Duration.milliseconds(20)

    /// While any effect runs (``RunningEffects``), compares the screen every
    /// ``effectPollInterval`` and, when it changed, runs what delayed work runs (guards, save,
    /// send to every page); once none runs, does so a last time and stops. Called after every
    /// message and page load; one watch per session at a time.
    func watchEffects() {
        guard effectWatch == nil, RunningEffects.count > 0 else { return }
        effectWatch = Task { [weak self] in
            var shown = self?.message()
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.effectPollInterval)
                guard let self else { return }
                let running = RunningEffects.count > 0
                let current = message()
                if current != shown || !running {
                    shown = current
                    delayedWorkRan()
                }
                if !running { break }
            }
            self?.effectWatch = nil
        }
    }
}
