/// The per-file rule that keeps the shipped `nvc` free of swift-corelibs-foundation: on Linux a
/// single use of an API that exists only in `Foundation` (not in `FoundationEssentials`) links
/// all of it, CoreFoundation and ICU into the static binary (50 MB, 36,000 relocations and
/// 1,800 conformance records more; docs/performance.md, "nvc startup"). So a module that `nvc`
/// links imports FoundationEssentials, and Foundation only as the fallback for platforms
/// without it:
///
/// ```swift
/// #if canImport(FoundationEssentials)
///     import FoundationEssentials
/// #else
///     import Foundation
/// #endif
/// ```
enum CorelibsFoundationRule {
    /// The modules that bring corelibs Foundation in when imported.
    static let forbidden: Set<String> = [
        "Foundation", "CoreFoundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    ]

    /// The executable whose modules the rule holds: the command-line app as it ships.
    static let executable = "nvc"

    /// The framework library's module (App/Framework), held too when a package declares it:
    /// plugins link that library alone, so what it lacks they cannot use either.
    static let frameworkLibrary = "NanoFramework"
}

extension RuleContext {
    /// The production modules `nvc` links: the root package's `nvc` and every module it depends
    /// on, directly or through others (manifest dependencies and imports alike), and the same
    /// for the framework library's module where one is declared; `nil` when the root package
    /// declares no `nvc`.
    func modulesLinkedIntoShippedApp() -> Set<String>? {
        guard let root = packagesByDirectory[""],
            root.productionModules.contains(where: { $0.name == CorelibsFoundationRule.executable })
        else { return nil }
        var edges: [String: Set<String>] = [:]
        for dependency in repository.moduleDependencies where !dependency.fromTest {
            edges[dependency.from, default: []].insert(dependency.to)
        }
        let roots =
            [CorelibsFoundationRule.executable]
            + (owners[CorelibsFoundationRule.frameworkLibrary] == nil ? [] : [CorelibsFoundationRule.frameworkLibrary])
        var linked = Set(roots)
        var pending = roots
        while let module = pending.popLast() {
            for next in edges[module] ?? [] where linked.insert(next).inserted { pending.append(next) }
        }
        return linked
    }

    /// Every import of all of Foundation in a production file of a module `nvc` links, outside
    /// the FoundationEssentials fallback; fails closed when a root package exists without `nvc`.
    func corelibsFoundationViolations() -> [Violation] {
        guard packagesByDirectory[""] != nil else { return [] }
        guard let linked = modulesLinkedIntoShippedApp() else {
            return [
                Violation(
                    rule: .corelibsFoundation, location: "Package.swift",
                    message: "the root package declares no `\(CorelibsFoundationRule.executable)` target, so the check "
                        + "cannot tell which modules must not import Foundation; declare it or change the rule")
            ]
        }
        let modules = repository.packages.flatMap(\.productionModules).filter { linked.contains($0.name) }
        var violations: [Violation] = []
        for (path, facts) in productionSwiftFiles() {
            guard let module = modules.first(where: { RepositoryPath.isInside(path, folder: $0.folder) }) else {
                continue
            }
            for statement in facts.imports
            where CorelibsFoundationRule.forbidden.contains(statement.module) && !statement.isEssentialsFallback {
                violations.append(
                    Violation(
                        rule: .corelibsFoundation, location: "\(path):\(statement.line)",
                        message: "\(module.name) is linked into \(CorelibsFoundationRule.executable) or the framework "
                            + "library and imports "
                            + "\(statement.module), which links all of swift-corelibs-foundation on Linux; import "
                            + "FoundationEssentials, with Foundation only in the #else of "
                            + "#if canImport(FoundationEssentials)"))
            }
        }
        return violations
    }
}
