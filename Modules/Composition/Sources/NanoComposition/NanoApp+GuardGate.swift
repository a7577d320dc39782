import NanoContract
import NanoNavigation
import NanoRouting

// The guard gate: a link whose chain needs a failing guard shows the guard's flow and waits
// (pending) until the flow completes or is cancelled; a guard that stops passing takes its
// screens off (enforceGuards).
extension NanoApp {
    /// Ends the current guard flow successfully: opens the pending link (its guards are
    /// checked again), or the home link when nothing is pending.
    @discardableResult
    public func completeGuardFlow() throws(OpenLinkError) -> OpenOutcome {
        let target = pendingLink ?? homeLink
        pendingLink = nil
        return try open(target)
    }

    /// Abandons the current guard flow: the pending link is dropped.
    public func cancelGuardFlow() {
        pendingLink = nil
    }

    /// Whether `link` opens the flow of a guard that passes already — the sign-up link while
    /// signed in: the flow would have nothing to complete. A host opening the links a person
    /// types can show its home instead (the web host does: docs/cli.md, "Serving on the web").
    /// False for a link that does not resolve.
    public func opensFlowOfPassingGuard(_ link: String) -> Bool {
        guard let route = try? resolve(link) else { return false }
        return guards.all.contains { gate in
            let flow = try? router.match(path: gate.flow.split(separator: "/").map(String.init), limits: limits)
            return flow?.value == route.value && gate.isSatisfied()
        }
    }

    /// Takes off the screen every screen whose route needs a guard that no longer passes (after
    /// a logout, say): from the lowest such screen up, in every tab. When nothing is left of
    /// the stack showing, the failing guard's flow shows if its feature is enabled, and the
    /// screen is empty otherwise — no screen a guard protects stays, whatever features are
    /// enabled.
    /// - Returns: the guard that failed, when any screen was taken off.
    @discardableResult
    public func enforceGuards() -> GuardID? {
        let showing = host
        var failed: GuardID?
        var emptiedShowing = false
        for tabHost in tabContainer.allHosts {
            guard let (failing, index, entries) = firstFailingEntry(of: tabHost) else { continue }
            failed = failed ?? failing
            if index > 0 {
                // The screens above the last allowed entry's own screen go too.
                tabHost.removeScenes(above: entries[index - 1].scene)
            } else {
                // The stack showing outside the tabs is replaced by the guard's flow below;
                // every other stack is emptied now.
                if tabHost === showing { emptiedShowing = true }
                if tabHost !== showing || tabHost !== tabContainer.root { tabHost.navigationStack.removeAll() }
            }
        }
        guard let failed else { return nil }
        if emptiedShowing {
            if let gate = guards[failed], (try? showGuardFlow(gate)) != nil {
                pendingLink = nil
            } else {
                showing.navigationStack.removeAll()
            }
        }
        return failed
    }

    /// The first entry of `host`'s stacks whose chain needs a guard that fails, with the guard,
    /// its position and the entries read.
    private func firstFailingEntry(of host: RouteHostCoordinator) -> (GuardID, Int, [LinkedScreen])? {
        let entries = host.entries
        for (index, entry) in entries.enumerated() {
            guard let link = canonicalLink(entry.link), let resolved = try? resolve(link),
                let chain = try? chain(to: resolved),
                let failing = chain.lazy.compactMap({ self.declarations[$0.value].guardID }).first(where: {
                    self.guards[$0].map { !$0.isSatisfied() } ?? false
                })
            else { continue }
            return (failing, index, entries)
        }
        return nil
    }

    /// Shows the flow of the first guard on `chain` that fails and keeps `link` pending; `nil`
    /// when every guard passes.
    func deferIfGuarded(_ chain: [ResolvedRoute<Int>], link: String) throws(OpenLinkError) -> OpenOutcome? {
        for route in chain {
            guard let guardID = declarations[route.value].guardID, let gate = guards[guardID] else { continue }
            if !gate.isSatisfied() {
                try showGuardFlow(gate)
                pendingLink = link
                return .deferred(pending: link, guardID: guardID)
            }
        }
        return nil
    }

    func showGuardFlow(_ gate: ComposedGuard) throws(OpenLinkError) {
        let flow: ResolvedRoute<Int>
        do {
            flow = try router.match(path: gate.flow.split(separator: "/").map(String.init), limits: limits)
        } catch {
            throw .internalError("guard '\(gate.id)' flow '\(gate.flow)' does not resolve")
        }
        try build(checkedChain(to: flow))
    }

}
