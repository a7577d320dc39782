import Foundation

/// The files of a repository that the architecture check reads, by path relative to the
/// repository root (`/`-separated): every package manifest under the root, `Modules/*/`,
/// `Interfaces/*/` and `Features/*/` (its text, and as the toolchain describes it), the Swift
/// sources of those packages' targets, the feature template's Swift sources
/// (`Tools/FeatureTemplate/Sources/**/*.swift.tmpl`, read by the route-literal rule only), and
/// `docs/architecture.md`.
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

    /// The folder of the feature template's sources (`*.swift.tmpl`): no package, but code
    /// every new feature starts from.
    public static let templateSources = "Tools/FeatureTemplate/Sources"

    /// The folders under the root whose subfolders are packages.
    public static let packageContainers = ["Modules", "Interfaces", "Features", "App"]

    /// Reads the relevant files under `root`.
    ///
    /// Packages are found at the root and one level under `Modules/`, `Interfaces/`, `Features/`
    /// and `App/` (folders whose name starts with `.` are never entered); each is described
    /// by `describer`, and the Swift files the toolchain compiles for its targets are read.
    /// - Throws: ``LoadError`` when the root is not a folder or a package cannot be described.
    public static func load(root: URL, describer: PackageDescriber) throws(LoadError) -> RepositoryTree {
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
        // Packages are described side by side (each is a `swift package` process).
        let texts = packageDirectories.map { directory in
            read(root.appendingPathComponent(directory.isEmpty ? "Package.swift" : "\(directory)/Package.swift"))
        }
        let directories = packageDirectories
        let described = Slots<Result<PackageManifest, PackageDescriber.DescribeError>>(count: directories.count)
        DispatchQueue.concurrentPerform(iterations: directories.count) { index in
            guard let text = texts[index] else { return }
            let directory = root.appendingPathComponent(directories[index])
            described.set(
                index,
                Result { () throws(PackageDescriber.DescribeError) in
                    try describer.describe(packageAt: directory, text: text)
                })
        }
        for (index, directory) in directories.enumerated() {
            guard let text = texts[index], let result = described.value(at: index) else { continue }
            let manifestPath = directory.isEmpty ? "Package.swift" : "\(directory)/Package.swift"
            files[manifestPath] = text
            let manifest: PackageManifest
            switch result {
            case .success(let value): manifest = value
            case .failure(let error): throw LoadError(description: error.description)
            }
            manifests[manifestPath] = manifest
            for target in manifest.targets {
                guard let path = target.path,
                    let folder = RepositoryPath.normalize(RepositoryPath.join(directory, path)),
                    !folder.hasPrefix("..") && !folder.hasPrefix("/")
                else { continue }
                let sources = target.sources ?? SwiftFiles.under(root.appendingPathComponent(folder)).sorted()
                for source in sources {
                    let file = "\(folder)/\(source)"
                    if let text = read(root.appendingPathComponent(file)) { files[file] = text }
                }
            }
        }
        for source in SwiftFiles.under(root.appendingPathComponent(templateSources), suffix: ".swift.tmpl").sorted() {
            let file = "\(templateSources)/\(source)"
            if let text = read(root.appendingPathComponent(file)) { files[file] = text }
        }
        return RepositoryTree(files: files, manifests: manifests)
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
