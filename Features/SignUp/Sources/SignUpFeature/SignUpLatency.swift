extension SignUpPlugin {
    /// A latency setting that is not a whole number of milliseconds. Reading the setting is the
    /// app's job, and so is what to do about a bad one (the demo app warns and uses zero).
    public struct InvalidLatency: Error, Equatable, Sendable, CustomStringConvertible {
        /// The setting's text, as the app read it.
        public let text: String

        /// A latency setting that reads `text`.
        public init(text: String) {
            self.text = text
        }

        /// `"abc" is not a whole number of milliseconds`: the text quoted, then what is wrong.
        public var description: String { "\(text.debugDescription) is not a whole number of milliseconds" }
    }

    /// The local service's simulated request time that a setting's `text` asks for: whole
    /// milliseconds, clamped to 0...10 000 (`"250"` is 250 ms, `"-5"` zero, `"99999"` 10 s).
    ///
    /// Pure: the app reads the setting where it keeps it (an environment variable, a file) and
    /// passes the result to ``init(latency:)``.
    ///
    /// ```swift
    /// let latency = try SignUpPlugin.latency(milliseconds: "250")   // .milliseconds(250)
    /// ```
    /// - Throws: ``InvalidLatency`` when `text` is not a whole number (`"abc"`, `"1.5"`, `""`).
    public nonisolated static func latency(milliseconds text: String) throws(InvalidLatency) -> Duration {
        guard let milliseconds = Int(text) else { throw InvalidLatency(text: text) }
        return .milliseconds(max(0, min(milliseconds, 10_000)))
    }
}
