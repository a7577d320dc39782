import ArgumentParser
import Foundation

/// The name, version and abstract the ArgumentParser commands show. `CommandConfiguration`
/// is static, so the runtime sets these from the ``AppConfiguration`` before parsing.
///
/// ArgumentParser reads a command's `configuration` many times while parsing, so the long
/// help texts are built once, on first use, and kept here.
final class CommandIdentity: @unchecked Sendable {
    /// The identity in force.
    static let current = CommandIdentity()

    private struct Values {
        var name = "nvc"
        var version = "0.1.0"
        var abstract = ""
        var scheme = "nvc"
        var isPreview = false
        var commands: [any ParsableCommand.Type] = []
        var texts: [String: String] = [:]
    }

    private let lock = NSLock()
    private var values = Values()

    /// Sets every value at once (and forgets the texts built from the old ones).
    func set(
        name: String, version: String, abstract: String, scheme: String, isPreview: Bool,
        commands: [any ParsableCommand.Type] = []
    ) {
        lock.lock()
        values = Values(
            name: name, version: version, abstract: abstract, scheme: scheme, isPreview: isPreview, commands: commands)
        lock.unlock()
    }

    private func read<T>(_ body: (Values) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(values)
    }

    var name: String { read(\.name) }
    var version: String { read(\.version) }
    var abstract: String { read(\.abstract) }
    var scheme: String { read(\.scheme) }
    /// Whether the app is a feature preview (it takes `--guard`).
    var isPreview: Bool { read(\.isPreview) }
    /// The extra subcommands this executable offers.
    var commands: [any ParsableCommand.Type] { read(\.commands) }

    /// The text under `key`, built by `make` the first time it is asked for.
    func text(_ key: String, _ make: () -> String) -> String {
        if let cached = read({ $0.texts[key] }) { return cached }
        let text = make()
        lock.lock()
        values.texts[key] = text
        lock.unlock()
        return text
    }
}
