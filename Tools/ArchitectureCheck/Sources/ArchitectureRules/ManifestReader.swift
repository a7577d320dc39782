import Foundation

/// Reads a package manifest the way the toolchain does: `swift package dump-package`
/// evaluates `Package.swift` (so computed names — `features.map { ... }` — are seen as
/// written out) without resolving any dependency, and the JSON it prints becomes a
/// ``PackageManifest``.
///
/// Each result is cached under the manifest's text (its FNV-1a hash) in `cacheDirectory`, with
/// package paths kept relative to the manifest's folder, so an unchanged manifest is not
/// evaluated again — in any folder.
public struct ManifestReader: Sendable {
    /// Why a manifest could not be read.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// What went wrong, naming the manifest.
        public var description: String
    }

    /// Where evaluated manifests are cached; `nil` caches nothing.
    public var cacheDirectory: URL?
    /// The `swift` executable.
    public var swift: String

    /// A reader that caches in `cacheDirectory` and runs `swift` (found on `PATH` by default).
    public init(cacheDirectory: URL?, swift: String = "swift") {
        self.cacheDirectory = cacheDirectory
        self.swift = swift
    }

    /// The manifest of the package in `directory`, whose `Package.swift` reads `text`.
    /// - Throws: ``ReadError`` when the toolchain cannot evaluate it (a syntax error, say).
    public func read(packageAt directory: URL, text: String) throws(ReadError) -> PackageManifest {
        let key = Self.fnv1a(text)
        let cached = cacheDirectory?.appendingPathComponent("\(key).json")
        if let cached, let data = FileManager.default.contents(atPath: cached.path),
            let stored = try? JSONDecoder().decode(Stored.self, from: data)
        {
            return stored.manifest(text: text)
        }
        let json = try dumpPackage(directory)
        let stored = try Self.decode(json, directory: directory)
        if let cacheDirectory, let cached {
            try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            if let data = try? JSONEncoder().encode(stored) {
                // Written whole, then renamed: a concurrent run never reads half a file.
                let temporary = cacheDirectory.appendingPathComponent(".\(key)-\(UUID().uuidString)")
                if (try? data.write(to: temporary)) != nil, rename(temporary.path, cached.path) != 0 {
                    try? FileManager.default.removeItem(at: temporary)
                }
            }
        }
        return stored.manifest(text: text)
    }

    // MARK: Running the toolchain

    private func dumpPackage(_ directory: URL) throws(ReadError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift, "package", "--package-path", directory.path, "dump-package"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ReadError(description: "cannot run '\(swift) package dump-package': \(error)")
        }
        // Read before waiting: a large manifest's JSON would fill the pipe and block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ReadError(
                description: "\(directory.path)/Package.swift does not evaluate (swift package dump-package): \(text)")
        }
        return data
    }

    // MARK: The JSON

    /// What is cached for a manifest: the model without line numbers, paths relative.
    struct Stored: Codable {
        struct Target: Codable {
            var name: String
            var kind: String
            var path: String?
            var dependencies: [String]
        }
        var packageName: String?
        var products: [String: [String]]
        var targets: [Target]
        var pathDependencies: [String]

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
            for target in targets {
                let start = line(of: target.name, after: targetsLine)
                manifest.targets.append(
                    PackageManifest.TargetDeclaration(
                        name: target.name,
                        kind: PackageManifest.TargetDeclaration.Kind(rawValue: target.kind) ?? .other,
                        path: target.path,
                        dependencies: target.dependencies.map { .init(name: $0, line: line(of: $0, after: start)) },
                        line: start))
            }
            manifest.pathDependencies = pathDependencies.map { .init(name: $0, line: line(of: $0)) }
            return manifest
        }
    }

    static func decode(_ data: Data, directory: URL) throws(ReadError) -> Stored {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(description: "\(directory.path)/Package.swift: dump-package printed no JSON object")
        }
        var products: [String: [String]] = [:]
        for product in object["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        var targets: [Stored.Target] = []
        for target in object["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            let kind: String =
                switch target["type"] as? String {
                case "regular": "regular"
                case "executable": "executable"
                case "test": "test"
                default: "other"
                }
            var dependencies: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // {"byName": [name, condition]}, {"target": [name, condition]},
                // {"product": [name, package, moduleAliases, condition]}
                for key in ["byName", "target", "product"] {
                    if let values = dependency[key] as? [Any], let first = values.first as? String {
                        dependencies.append(first)
                    }
                }
            }
            targets.append(
                Stored.Target(name: name, kind: kind, path: target["path"] as? String, dependencies: dependencies))
        }
        var paths: [String] = []
        let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
        for dependency in object["dependencies"] as? [[String: Any]] ?? [] {
            for entry in dependency["fileSystem"] as? [[String: Any]] ?? [] {
                guard let path = entry["path"] as? String else { continue }
                paths.append(Self.relative(path, to: base))
            }
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
