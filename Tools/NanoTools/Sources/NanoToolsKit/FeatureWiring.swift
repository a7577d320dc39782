/// The one line that adds a feature to the nvc app outside the feature's own folder: its name in
/// the root Package.swift's `let features = [...]` list, which gives the app its package and
/// product, and from which the FeatureList build plugin (App/FeatureList) lists its plugin in
/// NvcApp's `listedFeatures()`. Pure text in, text out: the command (`nano-tools wire-feature`)
/// reads and writes the file.
///
/// Wiring is idempotent: a line already there is left alone and reported as present, so running
/// it twice changes nothing the second time. A file that does not have the expected shape is
/// left unchanged and reported as a ``FeatureWiringError``.
public struct FeatureWiring: Sendable, Equatable {
    /// The feature's name, as the folder Features/<name> spells it (`Profile`, `ProfileCard`).
    public let name: String

    /// Checks `name` as a feature name: UpperCamelCase letters and digits, at most 40
    /// characters, not ending in `Feature` (the module adds that); throws
    /// ``FeatureWiringError/badName(_:reason:)`` otherwise.
    public init(name: String) throws(FeatureWiringError) {
        if let reason = FeatureWiring.problem(with: name) {
            throw .badName(name, reason: reason)
        }
        self.name = name
    }

    /// The line in Package.swift's `features` list: `"Profile",`.
    public var manifestEntry: String { "\"\(name)\"," }

    /// Why `name` is not a feature name, or nil when it is one.
    static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the name is empty" }
        guard ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else {
            return "use UpperCamelCase letters and digits (^[A-Z][A-Za-z0-9]*$), e.g. Profile or ProfileCard"
        }
        if name.count > 40 { return "it is longer than 40 characters" }
        if name.hasSuffix("Feature") { return "give the name without 'Feature' (the module is NAME + 'Feature')" }
        return nil
    }
}

/// What wiring did to one place in one file.
public enum WiringChange: String, Sendable, Equatable {
    /// The line was not there and has been added.
    case added
    /// The line was there already; the text is unchanged.
    case present
}

/// Why a feature could not be wired; the message names the file and what was looked for, and
/// nothing has been written.
public enum FeatureWiringError: Error, Equatable, CustomStringConvertible {
    /// The name is not a feature name (see ``FeatureWiring/init(name:)``); the reason says why.
    case badName(String, reason: String)
    /// The file has no place of the expected shape to add the line to: `file` (as the repo
    /// names it) lacks `expected`.
    case unexpectedShape(file: String, expected: String)

    /// One line, for `nano-tools: error: ...`.
    public var description: String {
        switch self {
        case .badName(let name, let reason):
            "'\(name)' is not a feature name: \(reason)"
        case .unexpectedShape(let file, let expected):
            "\(file) does not have the expected shape: \(expected); nothing was written"
        }
    }
}
