import Foundation

/// The files of a repository that the architecture check reads, by path relative to the
/// repository root (`/`-separated): every package manifest under the root, `Modules/*/`,
/// `Interfaces/*/` and `Features/*/` (its text, and as evaluated), the Swift sources of those
/// packages, and `docs/architecture.md`.
///
/// Build one in memory for a test, or load one from disk with ``load(root:)``.
public struct RepositoryTree: Sendable, Equatable {
    /// The path of the document holding the layers block.
    public static let architectureDocument = "docs/architecture.md"

    /// File contents by relative path.
    public var files: [String: String]
    /// Each package's manifest as the toolchain evaluates it, by the manifest's relative path.
    public var manifests: [String: PackageManifest]

    /// Creates a tree from file contents and evaluated manifests by relative path.
    public init(files: [String: String], manifests: [String: PackageManifest] = [:]) {
        self.files = files
        self.manifests = manifests
    }

    /// An error reading the tree from disk.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The folders under the root whose subfolders are packages.
    public static let packageContainers = ["Modules", "Interfaces", "Features"]

    /// Reads the relevant files under `root`.
    ///
    /// Folders whose name starts with `.` (`.build`, `.build-shared`, `.swiftpm`, `.git`) are
    /// never entered. Packages are found at the root and one level under `Modules/`,
    /// `Interfaces/` and `Features/`; for each, the manifest is evaluated by `reader` and the
    /// Swift files under `Sources/`, `Tests/` and every `path:` it gives are read.
    /// - Throws: ``LoadError`` when the root is not a folder or a manifest does not evaluate.
    public static func load(root: URL, reader: ManifestReader) throws(LoadError) -> RepositoryTree {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoadError(description: "\(root.path) is not a directory")
        }
        var files: [String: String] = [:]
        var manifests: [String: PackageManifest] = [:]
        if let document = read(root.appendingPathComponent(architectureDocument)) {
            files[architectureDocument] = document
        }
        var packageDirectories: [String] = [""]
        for container in packageContainers {
            let children =
                (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(container).path)) ?? []
            for child in children.sorted() where !child.hasPrefix(".") {
                packageDirectories.append("\(container)/\(child)")
            }
        }
        for directory in packageDirectories {
            let manifestPath = directory.isEmpty ? "Package.swift" : "\(directory)/Package.swift"
            guard let text = read(root.appendingPathComponent(manifestPath)) else { continue }
            files[manifestPath] = text
            let manifest: PackageManifest
            do {
                manifest = try reader.read(packageAt: root.appendingPathComponent(directory), text: text)
            } catch {
                throw LoadError(description: error.description)
            }
            manifests[manifestPath] = manifest
            var sourceFolders: Set<String> = ["Sources", "Tests"]
            for target in manifest.targets {
                if let path = target.path { sourceFolders.insert(path) }
            }
            for folder in sourceFolders {
                let relative = RepositoryPath.normalize(directory.isEmpty ? folder : "\(directory)/\(folder)")
                guard let relative, !relative.hasPrefix("..") else { continue }
                collectSwiftFiles(under: relative, root: root, into: &files)
            }
        }
        return RepositoryTree(files: files, manifests: manifests)
    }

    private static func collectSwiftFiles(under relative: String, root: URL, into files: inout [String: String]) {
        let fileManager = FileManager.default
        var pending = [relative]
        while let folder = pending.popLast() {
            let url = root.appendingPathComponent(folder)
            guard let children = try? fileManager.contentsOfDirectory(atPath: url.path) else { continue }
            for child in children where !child.hasPrefix(".") {
                let childPath = "\(folder)/\(child)"
                var isDirectory: ObjCBool = false
                guard
                    fileManager.fileExists(
                        atPath: root.appendingPathComponent(childPath).path,
                        isDirectory: &isDirectory)
                else { continue }
                if isDirectory.boolValue {
                    pending.append(childPath)
                } else if child.hasSuffix(".swift"), let text = read(root.appendingPathComponent(childPath)) {
                    files[childPath] = text
                }
            }
        }
    }

    private static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// `/`-separated relative paths.
enum RepositoryPath {
    /// Resolves `.` and `..` components and drops empty ones. Returns `nil` for an empty path
    /// and keeps leading `..` components of a path that leaves the root.
    static func normalize(_ path: String) -> String? {
        var components: [String] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." { components.removeLast() } else { components.append("..") }
            default: components.append(String(component))
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// `directory` joined with `path`; an absolute `path` is returned unchanged.
    static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return directory.isEmpty ? path : "\(directory)/\(path)"
    }

    /// Whether `path` is `folder` itself or inside it.
    static func isInside(_ path: String, folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
}
