/// Runs `work` on the main actor: right away when called from the main actor's context,
/// otherwise as soon as the main actor is free — never trapping.
///
/// For clean-up that runs wherever a subscription happens to be released: a cancellable can be
/// released off the main actor (a test suite value released on a global executor, say), and
/// `MainActor.assumeIsolated` would abort the process there.
public func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if MainActorContext.isCurrent {
        MainActor.assumeIsolated { work() }
    } else {
        Task { @MainActor in work() }
    }
}
