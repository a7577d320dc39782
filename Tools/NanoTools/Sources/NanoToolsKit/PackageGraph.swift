import Foundation

/// The repository's packages as SwiftPM describes them: each package folder (repo-relative,
/// `.` for the root package) with the folders of its path dependencies and of its targets,
/// read from `swift package dump-package`. `Tools/test --changed` walks it backwards: a change
/// in a package affects the package and every package that depends on it, directly or not.
/// Remote dependencies (URLs) are not folders of the repository and are left out.
public struct PackageGraph: Sendable, Equatable {
    /// Each package folder's path dependencies, as repo-relative folders.
    public private(set) var dependencies: [String: Set<String>]
    /// Each package folder's target folders, relative to the package (`Sources/NanoCore`,
    /// `App/NvcApp`).
    public private(set) var targetFolders: [String: [String]]

    /// A graph of the given packages; every dependency must be a package of the graph.
    public init(dependencies: [String: Set<String>], targetFolders: [String: [String]] = [:]) {
        self.dependencies = dependencies
        self.targetFolders = targetFolders
    }

    /// The graph of the manifests in `dumps` (package folder → its `dump-package` JSON), whose
    /// dependency paths are absolute and are made relative to `repositoryRoot`. Fails closed: a
    /// manifest that cannot be read, a path dependency outside the repository, or one on a
    /// folder that has no manifest in `dumps` (whose own dependencies would be unknown) throws.
    public init(dumps: [String: Data], repositoryRoot: String) throws(FactsError) {
        var dependencies: [String: Set<String>] = [:]
        var targetFolders: [String: [String]] = [:]
        for (folder, data) in dumps {
            let manifest = try Self.manifest(data, of: folder)
            var paths: Set<String> = []
            for dependency in manifest.dependencyPaths {
                guard let relative = Self.relative(dependency, to: repositoryRoot) else {
                    throw FactsError(reason: "\(folder) depends on \(dependency), outside the repository")
                }
                paths.insert(relative)
            }
            dependencies[folder] = paths
            targetFolders[folder] = manifest.targetFolders
        }
        for (folder, paths) in dependencies {
            for path in paths.sorted() where dependencies[path] == nil {
                throw FactsError(reason: "\(folder) depends on \(path), whose manifest was not read")
            }
        }
        self.init(dependencies: dependencies, targetFolders: targetFolders)
    }

    /// The packages of the graph.
    public var packages: Set<String> { Set(dependencies.keys) }

    /// `changed` and every package that depends on one of them, directly or through others.
    public func affected(by changed: Set<String>) -> Set<String> {
        var dependents: [String: Set<String>] = [:]
        for (package, paths) in dependencies {
            for path in paths { dependents[path, default: []].insert(package) }
        }
        var affected = changed
        var queue = Array(changed)
        while let next = queue.popLast() {
            for dependent in dependents[next] ?? [] where affected.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        return affected
    }

    /// The path a package folder reaches `dependency` through, as `A → B → dependency` (the
    /// shortest; `package` itself when they are the same), or nil when it does not depend on it.
    public func chain(from package: String, to dependency: String) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [package]
        var seen: Set<String> = [package]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if current == dependency {
                var path = [current]
                while let back = previous[path[0]] { path.insert(back, at: 0) }
                return path
            }
            for next in (dependencies[current] ?? []).sorted() where seen.insert(next).inserted {
                previous[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    /// What one manifest says: its path dependencies (absolute, as SwiftPM prints them) and its
    /// targets' folders (the `path` given, or SwiftPM's default for the target's type).
    struct Manifest {
        var dependencyPaths: [String] = []
        var targetFolders: [String] = []
    }

    static func manifest(_ data: Data, of folder: String) throws(FactsError) -> Manifest {
        guard let json = try FactsError.json(data, "the manifest of \(folder)") as? [String: Any],
            json["name"] is String,
            let dependencies = json["dependencies"] as? [[String: Any]],
            let targets = json["targets"] as? [[String: Any]]
        else {
            throw FactsError(reason: "the JSON of \(folder) is not a package manifest (name, dependencies, targets)")
        }
        var manifest = Manifest()
        for dependency in dependencies {
            guard let local = dependency["fileSystem"] else { continue }
            guard let entries = local as? [[String: Any]], let path = entries.first?["path"] as? String else {
                throw FactsError(reason: "a path dependency of \(folder) has no \"path\"")
            }
            manifest.dependencyPaths.append(path)
        }
        for target in targets {
            guard let name = target["name"] as? String, let type = target["type"] as? String else {
                throw FactsError(reason: "a target of \(folder) has no \"name\" or \"type\"")
            }
            if let path = target["path"] as? String {
                manifest.targetFolders.append(path)
            } else {
                let base = type == "test" ? "Tests" : type == "plugin" ? "Plugins" : "Sources"
                manifest.targetFolders.append("\(base)/\(name)")
            }
        }
        return manifest
    }

    /// `path` relative to `root` (`.` for the root itself), after resolving `..` and symbolic
    /// links in both; nil when it is outside.
    static func relative(_ path: String, to root: String) -> String? {
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        let full = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if full == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard full.hasPrefix(prefix) else { return nil }
        return String(full.dropFirst(prefix.count))
    }
}
