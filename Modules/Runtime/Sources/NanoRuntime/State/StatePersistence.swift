/// When a run writes its state: the features' changes after each script command (coalesced,
/// see ``StateDirectory/checkpoint()``), everything after each interactive command (so Ctrl-C
/// loses nothing), and everything at the end. Warnings about bad files found while writing
/// are printed as they come.
extension AppRuntime {
    /// After a script command: writes the features' changes if the commit interval is up.
    /// - Throws: 74 when they cannot be written, 75 when the lock is not free in time.
    public func checkpointState() throws(AppError) {
        defer { reportStateWarnings() }
        try state.checkpoint()
    }

    /// Writes the features' changes now.
    /// - Throws: 74 when they cannot be written, 75 when the lock is not free in time.
    public func flushState() throws(AppError) {
        defer { reportStateWarnings() }
        try state.flush()
    }

    /// After an interactive command: the features' changes and the stack showing, so an
    /// interrupted session (Ctrl-C, a closed terminal) has saved everything it did.
    /// - Throws: 74 or 75, as ``flushState()``.
    public func saveAll() throws(AppError) {
        try flushState()
        try saveStack()
    }

    private func reportStateWarnings() {
        for warning in state.takeWarnings() { warn(warning) }
    }
}
