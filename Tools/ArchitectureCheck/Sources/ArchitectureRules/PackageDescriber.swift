import Foundation

/// Reads a package the way the toolchain sees it: `swift package describe --type json`
/// evaluates `Package.swift` (so computed names — `features.map { ... }` — are seen as written
/// out) and lists every target's resolved folder and source files, without resolving or
/// fetching any dependency. Its JSON becomes a ``PackageManifest``.
///
/// Each description is cached in `cacheDirectory` under the manifest's text (its FNV-1a hash),
/// with package paths kept relative to the package's folder. A cached description is used only
/// while every target's folder still holds exactly the Swift files it listed, so adding,
/// removing or moving a source file describes the package again.
public struct PackageDescriber: Sendable {
    /// Why a package could not be described.
    public struct DescribeError: Error, Sendable, CustomStringConvertible {
        /// What went wrong, naming the manifest and quoting the toolchain.
        public var description: String
    }

    /// Where descriptions are cached; `nil` caches nothing.
    public var cacheDirectory: URL?
    /// The `swift` executable.
    public var swift: String

    /// A describer that caches in `cacheDirectory` and runs `swift` (found on `PATH` by default).
    public init(cacheDirectory: URL?, swift: String = "swift") {
        self.cacheDirectory = cacheDirectory
        self.swift = swift
    }

    /// The description of the package in `directory`, whose `Package.swift` reads `text`.
    /// - Throws: ``DescribeError`` when the toolchain cannot describe it (a syntax error in the
    ///   manifest, a target whose folder does not exist, ...).
    public func describe(packageAt directory: URL, text: String) throws(DescribeError) -> PackageManifest {
        let key = Self.fnv1a(text)
        let cached = cacheDirectory?.appendingPathComponent("\(key).json")
        if let cached, let data = FileManager.default.contents(atPath: cached.path),
            let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.isCurrent(in: directory)
        {
            return stored.manifest(text: text)
        }
        let stored = try Self.decode(runDescribe(directory), directory: directory)
        if let cacheDirectory, let cached {
            try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            if let data = try? JSONEncoder().encode(stored) {
                // Written whole, then renamed: a concurrent run never reads half a file. A cache
                // that cannot be written only costs the next run a describe.
                let temporary = cacheDirectory.appendingPathComponent(".\(key)-\(UUID().uuidString)")
                if (try? data.write(to: temporary)) != nil, rename(temporary.path, cached.path) != 0 {
                    try? FileManager.default.removeItem(at: temporary)
                }
            }
        }
        return stored.manifest(text: text)
    }

    // MARK: Running the toolchain

    private func runDescribe(_ directory: URL) throws(DescribeError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift, "package", "--package-path", directory.path, "describe", "--type", "json"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DescribeError(description: "cannot run '\(swift) package describe': \(error)")
        }
        // Standard error is drained on another thread while standard output is read here: either
        // pipe filling up would otherwise block the child.
        let message = ErrorDrain(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = message.text.trimmingCharacters(in: .whitespacesAndNewlines)
            throw DescribeError(
                description: "\(directory.path)/Package.swift cannot be described (swift package describe): \(text)")
        }
        return data
    }

    // MARK: The JSON

    /// What is cached for a package: the model without line numbers, paths relative.
    struct Stored: Codable {
        struct Target: Codable {
            var name: String
            var kind: String
            var path: String
            var sources: [String]
            var dependencies: [String]
        }
        var packageName: String?
        var products: [String: [String]]
        var targets: [Target]
        var pathDependencies: [String]

        /// Whether every target's folder under `directory` still holds exactly the Swift files
        /// this description lists for it.
        func isCurrent(in directory: URL) -> Bool {
            targets.allSatisfy { target in
                let listed = Set(target.sources.filter { $0.hasSuffix(".swift") })
                return SwiftFiles.under(directory.appendingPathComponent(target.path)) == listed
            }
        }

        /// The model, with the line of each name found in the manifest's text (the first line
        /// that spells it in quotes, targets after the `targets:` label; for a name the
        /// manifest computes, the line where the search started).
        func manifest(text: String) -> PackageManifest {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            func line(of name: String, after start: Int = 1) -> Int {
                let quoted = "\"\(name)\""
                for index in max(0, start - 1)..<lines.count where lines[index].contains(quoted) {
                    return index + 1
                }
                return start
            }
            var manifest = PackageManifest(packageName: packageName, products: products)
            // Targets are spelled after the last `targets:` label (products name them earlier).
            let targetsLine = (lines.lastIndex { $0.contains("targets:") } ?? 0) + 1
            let declared = targets.map { target in (target, line(of: target.name, after: targetsLine)) }
            // In declaration order: describe lists targets in its own order.
            for (target, start) in declared.sorted(by: { ($0.1, $0.0.name) < ($1.1, $1.0.name) }) {
                manifest.targets.append(
                    PackageManifest.TargetDeclaration(
                        name: target.name,
                        kind: PackageManifest.TargetDeclaration.Kind(rawValue: target.kind) ?? .other,
                        path: target.path,
                        sources: target.sources.filter { $0.hasSuffix(".swift") }.sorted(),
                        dependencies: target.dependencies.map { .init(name: $0, line: line(of: $0, after: start)) },
                        line: start))
            }
            manifest.pathDependencies = pathDependencies.map { .init(name: $0, line: line(of: $0)) }
            return manifest
        }
    }

    static func decode(_ data: Data, directory: URL) throws(DescribeError) -> Stored {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DescribeError(description: "\(directory.path)/Package.swift: describe printed no JSON object")
        }
        var products: [String: [String]] = [:]
        for product in object["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        var targets: [Stored.Target] = []
        for target in object["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String, let path = target["path"] as? String else { continue }
            let kind: String =
                switch target["type"] as? String {
                case "library": "regular"
                case "executable": "executable"
                case "test": "test"
                default: "other"
                }
            // Targets of this package first, then products of other packages, as the manifest
            // lists them within each group.
            let dependencies =
                (target["target_dependencies"] as? [String] ?? []) + (target["product_dependencies"] as? [String] ?? [])
            targets.append(
                Stored.Target(
                    name: name, kind: kind, path: path, sources: target["sources"] as? [String] ?? [],
                    dependencies: dependencies))
        }
        var paths: [String] = []
        let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
        for dependency in object["dependencies"] as? [[String: Any]] ?? []
        where dependency["type"] as? String == "fileSystem" {
            guard let path = dependency["path"] as? String else { continue }
            paths.append(Self.relative(path, to: base))
        }
        return Stored(
            packageName: object["name"] as? String, products: products, targets: targets, pathDependencies: paths)
    }

    /// `path` relative to the folder `base` (`../Core`), both absolute.
    static func relative(_ path: String, to base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let parts = ups + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The 64-bit FNV-1a hash of `text`, in hex: a stable cache key (Swift's `Hasher` is
    /// seeded per process).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// Reads a pipe to its end on a background thread; ``text`` waits for it.
private final class ErrorDrain: @unchecked Sendable {
    // Written once by the reading thread before `done` is signalled; read after waiting on it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    var text: String {
        done.wait()
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The Swift files under a folder.
enum SwiftFiles {
    /// The paths, relative to `folder`, of every file under it whose name ends in `suffix`
    /// (hidden folders and files skipped); empty when the folder does not exist.
    static func under(_ folder: URL, suffix: String = ".swift") -> Set<String> {
        let fileManager = FileManager.default
        var found: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            guard let children = try? fileManager.contentsOfDirectory(atPath: url.path) else { continue }
            for child in children where !child.hasPrefix(".") {
                let childPath = relative.isEmpty ? child : "\(relative)/\(child)"
                var isDirectory: ObjCBool = false
                guard
                    fileManager.fileExists(
                        atPath: folder.appendingPathComponent(childPath).path, isDirectory: &isDirectory)
                else { continue }
                if isDirectory.boolValue {
                    pending.append(childPath)
                } else if child.hasSuffix(suffix) {
                    found.insert(childPath)
                }
            }
        }
        return found
    }
}
