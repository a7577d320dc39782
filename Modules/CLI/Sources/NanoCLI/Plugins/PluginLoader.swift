import NanoContract
import NanoDI
import NanoRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loads plugin libraries with the dynamic loader and checks each before anything in it runs
/// (docs/architecture.md, "Feature plugins"):
///
/// 1. the file exists, is not a directory, neither it nor any folder above it can be changed
///    by another user than you and root (``PluginFile``; unless
///    `--allow-unsafe-plugin-permissions`), and it is a complete shared library
///    (``LibraryFile``, read from the descriptor that is then loaded);
/// 2. `dlopen` accepts it (all symbols bound now, so a library built against other framework
///    sources fails here instead of later);
/// 3. it exports `nano_plugin_entry`, whose stamp (computed by the library's own code) equals
///    the app's ``PluginStamp``;
/// 4. only then is the plugin made, and it must be a ``PluginExport`` of the app's own framework
///    that sees the app's leak detector and container type.
///
/// A refused library stays mapped (Swift code cannot be unloaded safely) but nothing of it has
/// run beyond its stamp, and the run ends with status 78.
@MainActor
struct PluginLoader {
    /// The shared-library file extension on this platform.
    static let libraryExtension: String = {
        #if canImport(Darwin)
            "dylib"
        #else
            "so"
        #endif
    }()

    /// Whether this process uses the framework from shared libraries (a plugin host), which
    /// plugins can share, rather than linked into the executable.
    let frameworkIsShared: Bool
    /// Receives a note for each file a plugin directory holds that is not a library.
    let note: (String) -> Void

    init(frameworkIsShared: Bool = PluginLoader.frameworkIsShared(), note: @escaping (String) -> Void) {
        self.frameworkIsShared = frameworkIsShared
        self.note = note
    }

    /// Loads `request`'s libraries: the `--plugin` files in order, then each directory's
    /// libraries in name order. The same file named twice loads once. More than
    /// ``AppRuntime/maxPlugins`` libraries are refused before any is opened.
    func load(_ request: PluginRequest) throws(PluginError) -> [LoadedPlugin] {
        var paths: [String] = []
        for file in request.files {
            paths.append(Self.absolute(file))
        }
        for directory in request.directories {
            paths += try libraries(in: Self.absolute(directory))
        }
        var seen = Set<String>()
        paths = paths.filter { seen.insert(Self.take(realpath($0, nil)) ?? $0).inserted }
        guard let first = paths.first else { return [] }
        guard frameworkIsShared else { throw .staticApp(path: first) }
        // The runtime's limit, checked before any library is opened or any of its code runs.
        guard paths.count <= AppRuntime.maxPlugins else {
            throw .tooMany(count: paths.count, limit: AppRuntime.maxPlugins)
        }
        var loaded: [LoadedPlugin] = []
        for path in paths {
            let plugin = try load(path, checkingPermissions: !request.allowsUnsafePermissions)
            if let earlier = loaded.first(where: { $0.plugin.id == plugin.plugin.id }) {
                throw .duplicateFeature(id: plugin.plugin.id, first: earlier.path, second: path)
            }
            loaded.append(plugin)
        }
        return loaded
    }

    /// The libraries in `directory`, sorted by name; a note for each other entry.
    func libraries(in directory: String) throws(PluginError) -> [String] {
        guard let isDirectory = PathText.isDirectory(directory) else { throw .notFound(path: directory) }
        guard isDirectory else { return [directory] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var libraries: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = PathText.appending(name, to: directory)
            if name.hasSuffix("." + Self.libraryExtension) {
                libraries.append(path)
            } else {
                note("ignoring \(path): not a plugin library (*.\(Self.libraryExtension))")
            }
        }
        return libraries
    }

    /// Loads and checks one library; `checkingPermissions` false skips the owner and mode
    /// checks, not the single open.
    func load(_ path: String, checkingPermissions: Bool = true) throws(PluginError) -> LoadedPlugin {
        guard let isDirectory = PathText.isDirectory(path) else { throw .notFound(path: path) }
        if isDirectory { throw .isDirectory(path: path) }
        let file = try PluginFile.open(path, checkingPermissions: checkingPermissions)
        do throws(LibraryFile.Problem) {
            // The headers only, not the whole library: a plugin's debug information alone can be
            // megabytes, each page of it a fault to read.
            guard var head = file.bytes(upTo: 64) else { throw .notALibrary }
            let length = LibraryFile.headerLength(head.bytes)
            if length > head.bytes.count && UInt64(head.bytes.count) < head.size {
                guard let longer = file.bytes(upTo: length) else { throw .notALibrary }
                head = longer
            }
            try LibraryFile.check(head.bytes, size: head.size)
        } catch {
            file.close()
            if error == .notALibrary { throw .notALibrary(path: path) }
            throw .cannotLoad(path: path, reason: error.description)
        }
        let handle: UnsafeMutableRawPointer
        do {
            handle = try file.load()
        } catch {
            file.close()
            throw error
        }
        guard let symbol = dlsym(handle, PluginExport.entrySymbol) else { throw .noEntry(path: path) }
        let entry = unsafeBitCast(symbol, to: PluginExport.EntryPoint.self)
        guard let line = Self.take(entry(nil)), let stamp = PluginStamp(line: line) else {
            throw .notAPlugin(path: path, reason: "its \(PluginExport.entrySymbol) returned no Nano stamp")
        }
        let app = PluginStamp.framework
        guard stamp == app else { throw .incompatible(path: path, plugin: stamp, app: app) }
        var made: UnsafeMutableRawPointer?
        _ = Self.take(entry(&made))
        guard let made else {
            throw .notAPlugin(path: path, reason: "its \(PluginExport.entrySymbol) made nothing")
        }
        let object = Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue()
        guard let export = object as? PluginExport else {
            throw .notAPlugin(
                path: path,
                reason:
                    "its \(PluginExport.entrySymbol) made a \(type(of: object)), not a PluginExport of this app's framework"
            )
        }
        guard export.framework == .seenHere else { throw .separateFramework(path: path) }
        return LoadedPlugin(plugin: export.plugin, path: path, version: export.version)
    }

    /// Copies and frees a `malloc`ed C string.
    private static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// `path` made absolute against the working directory, its `.` and `..` components taken
    /// out as written, as `URL.standardizedFileURL` does (the dynamic loader searches its paths
    /// for a bare file name). String work: each `URL` costs the start about 0.1 M instructions.
    static func absolute(_ path: String) -> String {
        var components: [Substring] = []
        if !path.hasPrefix("/"), let directory = take(getcwd(nil, 0)) {
            components = directory.split(separator: "/")
        }
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether the framework lives in a shared library in this process: the dynamic loader
    /// already has `libNanoFramework` (App/Framework, every framework module in one library,
    /// which the plugin host links) loaded. In the static build the framework is part of the
    /// executable and this is false.
    static func frameworkIsShared() -> Bool {
        guard let handle = dlopen("libNanoFramework.\(libraryExtension)", RTLD_NOW | RTLD_NOLOAD) else { return false }
        dlclose(handle)  // only drops the reference RTLD_NOLOAD added
        return true
    }
}
