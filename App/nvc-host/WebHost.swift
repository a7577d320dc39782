import NanoCLI
import NanoRuntime

// FoundationEssentials: the framework library the host links carries no more (on Linux).
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `serve` in the plugin host. The web host (NanoServe, NanoWebServer, FlyingFox, and through
/// FlyingFox FoundationNetworking and libcurl with its 29 libraries) is not in the framework
/// library the host starts with, so that `open` and every other command never load it. It is in
/// a second build of that library, `web/libNanoFramework.so`, next to a copy of the host,
/// `web/nvc-host` (Tools/plugin-host links both): `serve` replaces the process with that copy,
/// same arguments, same environment, same process id, and there the library's
/// `nano_web_host_entry` hands over the web host (docs/architecture.md, "Feature plugins"). The
/// plugins, linked against the smaller library, load into either: the larger one exports every
/// symbol the smaller one does, under the same name.
enum WebHost {
    /// The library symbol that gives the web host (App/Framework/Sources/NanoWebHost).
    static let entrySymbol = "nano_web_host_entry"
    /// Set in the copy's environment, so that a copy without the web host fails instead of
    /// starting itself again.
    static let marker = "NANO_WEB_HOST"

    /// Runs `serve`: with the web host when this process's framework library has it, else in
    /// the copy of the host that has it; without one, prints why on standard error and returns
    /// `cannotServe` (71).
    @MainActor
    static func serve(_ options: ServeOptions, in context: CommandContext) async -> AppStatus {
        if let run = loaded() { return await run(options, context) }
        let reason = replaceWithCopy()
        context.console.error("cannot serve: \(reason)", program: context.configuration.name)
        return .cannotServe
    }

    /// The web host, when the framework library loaded in this process has it.
    static func loaded() -> ServeHandler? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), entrySymbol) else { return nil }
        let entry = unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> Void).self)
        var handler: ServeHandler?
        withUnsafeMutablePointer(to: &handler) { entry(UnsafeMutableRawPointer($0)) }
        return handler
    }

    /// Replaces the process with the copy that has the web host, when this process has none and
    /// is not that copy; returns when it cannot, and `serve` then says why.
    static func replaceBeforeLoading() {
        guard loaded() == nil else { return }
        _ = replaceWithCopy()
    }

    /// Replaces the process with `web/nvc-host` next to this executable; returns why it could
    /// not (it returns only then).
    static func replaceWithCopy() -> String {
        guard getenv(marker) == nil else {
            return "this host's framework library has no web host (\(entrySymbol))"
        }
        guard let executable = executablePath.map({ URL(fileURLWithPath: $0) }) else {
            return "the executable's path is unknown, so its web host cannot be found"
        }
        let copy = executable.deletingLastPathComponent().appendingPathComponent("web")
            .appendingPathComponent(executable.lastPathComponent).path
        guard access(copy, X_OK) == 0 else {
            return "no web host next to the plugin host (\(copy)); Tools/plugin-host builds it"
        }
        setenv(marker, "1", 1)
        let arguments = [copy] + CommandLine.arguments.dropFirst()
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(copy, &pointers)
        let failure = String(cString: strerror(errno))
        unsetenv(marker)
        for pointer in pointers { free(pointer) }
        return "cannot start the web host \(copy): \(failure)"
    }

    /// This executable's path with every symbolic link resolved: `/proc/self/exe` on Linux
    /// (`Bundle`, which answered it before, is corelibs Foundation there), the main bundle's
    /// executable elsewhere.
    private static var executablePath: String? {
        #if os(Linux)
            guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        #else
            return Bundle.main.executableURL?.resolvingSymlinksInPath().path
        #endif
    }
}
