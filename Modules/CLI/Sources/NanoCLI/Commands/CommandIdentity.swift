import Foundation

/// The name, version and abstract the ArgumentParser commands show. `CommandConfiguration`
/// is static, so the runtime sets these from the ``AppConfiguration`` before parsing.
final class CommandIdentity: @unchecked Sendable {
    /// The identity in force.
    static let current = CommandIdentity()

    private let lock = NSLock()
    private var values = (name: "nvc", version: "0.1.0", abstract: "", scheme: "nvc")

    /// Sets every value at once.
    func set(name: String, version: String, abstract: String, scheme: String) {
        lock.lock()
        values = (name, version, abstract, scheme)
        lock.unlock()
    }

    private func read<T>(_ body: ((name: String, version: String, abstract: String, scheme: String)) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(values)
    }

    var name: String { read { $0.name } }
    var version: String { read { $0.version } }
    var abstract: String { read { $0.abstract } }
    var scheme: String { read { $0.scheme } }
}
