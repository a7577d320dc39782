/// What one changed file (a repo-relative path) can affect, for `Tools/test --changed`.
public enum ChangedFile: Sendable, Equatable {
    /// Anything: a file of the tools or CI (`Tools/`, `.ci/`), a manifest (`Package.swift`,
    /// anywhere), or a file outside every package's folder and target (the repository's own
    /// configuration, such as `.swift-format`). The reason says which.
    case everything(reason: String)
    /// Documentation only: under `docs/`, or a Markdown file outside a DocC catalog (`*.docc/`).
    case documentation
    /// A file of this package (repo-relative folder, `.` for the root package).
    case package(String)

    /// What `path` can affect, given the repository's package folders. A path inside a package
    /// other than the root belongs to the innermost such package; the root package owns only its
    /// targets' folders (`App/NvcApp`, `Tests/NanoAppTests`, ...), so any other path outside every
    /// package runs everything (fail closed).
    public static func classify(_ path: String, in graph: PackageGraph) -> ChangedFile {
        if let known = classifyWithoutGraph(path) { return known }
        var owner: String?
        for package in graph.packages where package != "." && isInside(path, package) {
            if owner.map({ package.count > $0.count }) ?? true { owner = package }
        }
        if let owner { return .package(owner) }
        if graph.packages.contains("."),
            (graph.targetFolders["."] ?? []).contains(where: { isInside(path, $0) })
        {
            return .package(".")
        }
        return .everything(reason: "\(path) changed, outside every package's folder and target")
    }

    /// What `path` affects when its path alone says so (the tools, CI, a manifest,
    /// documentation); nil when only the package graph can place it.
    public static func classifyWithoutGraph(_ path: String) -> ChangedFile? {
        let components = path.split(separator: "/").map(String.init)
        guard let first = components.first, let last = components.last else {
            return .everything(reason: "an empty path changed")
        }
        if first == "Tools" || first == ".ci" {
            return .everything(reason: "\(path) changed (under \(first)/)")
        }
        if last == "Package.swift" {
            return .everything(reason: "the manifest \(path) changed")
        }
        if first == "docs" || (last.hasSuffix(".md") && !components.contains { $0.hasSuffix(".docc") }) {
            return .documentation
        }
        return nil
    }

    /// Whether `path` is `folder` or inside it (both repo-relative).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return path == trimmed || path.hasPrefix(trimmed + "/")
    }
}

/// One input of a `Tools/test` step, as the step declares it (`watch_NAME` in
/// Tools/checks/NAME.sh): the step runs under `--changed` when one of its inputs changed.
public enum StepWatch: Sendable, Equatable, CustomStringConvertible {
    /// `package:PATTERN`: a package matching PATTERN (a folder; `*` stands for one path component,
    /// `Modules/*`) is affected: it changed, or one of its dependencies did.
    case package(String)
    /// `path:PREFIX`: a changed file is PREFIX or inside it (`docs/architecture.md`, `App/`).
    case path(String)
    /// `suffix:TEXT`: a changed file's path ends with TEXT (`.swift`).
    case suffix(String)
    /// `any-package`: a file of any package changed (documentation aside).
    case anyPackage

    /// The watch `spec` spells; throws for anything else.
    public init(parsing spec: String) throws(FactsError) {
        if spec == "any-package" {
            self = .anyPackage
            return
        }
        guard let colon = spec.firstIndex(of: ":"), colon != spec.index(before: spec.endIndex) else {
            throw FactsError(reason: "'\(spec)' is not a watch (package:, path:, suffix: or any-package)")
        }
        let value = String(spec[spec.index(after: colon)...])
        switch spec[..<colon] {
        case "package": self = .package(value)
        case "path": self = .path(value)
        case "suffix": self = .suffix(value)
        default: throw FactsError(reason: "'\(spec)' is not a watch (package:, path:, suffix: or any-package)")
        }
    }

    /// The spec, as `init(parsing:)` reads it.
    public var description: String {
        switch self {
        case .package(let pattern): "package:\(pattern)"
        case .path(let prefix): "path:\(prefix)"
        case .suffix(let text): "suffix:\(text)"
        case .anyPackage: "any-package"
        }
    }

    /// Whether `package` matches `pattern`, component by component, `*` matching any one.
    static func matches(_ package: String, _ pattern: String) -> Bool {
        let parts = package.split(separator: "/")
        let wanted = pattern.split(separator: "/")
        guard parts.count == wanted.count else { return package == pattern }
        return zip(parts, wanted).allSatisfy { $1 == "*" || $0 == $1 }
    }
}
