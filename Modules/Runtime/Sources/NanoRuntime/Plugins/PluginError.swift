import NanoComposition
import NanoContract

/// Why a plugin library was refused. Every case ends the run with status 78 before the state
/// directory is touched or any feature composes (docs/cli.md, "Plugins").
public enum PluginError: Error, Equatable, CustomStringConvertible {
    /// This executable links the framework statically, so it cannot share it with a plugin.
    case staticApp(path: String)
    /// Nothing at the path (a `--plugin` file, or a `--plugins` directory).
    case notFound(path: String)
    /// `--plugin` named a directory.
    case isDirectory(path: String)
    /// The file is not a shared library (no ELF or Mach-O header).
    case notALibrary(path: String)
    /// The dynamic loader refused the library (truncated, wrong architecture, a missing symbol).
    case cannotLoad(path: String, reason: String)
    /// The library has no `nano_plugin_entry`.
    case noEntry(path: String)
    /// The entry returned no stamp, or made something that is not a `PluginExport`.
    case notAPlugin(path: String, reason: String)
    /// The library was built against another framework, contract, compiler or configuration.
    case incompatible(path: String, plugin: PluginStamp, app: PluginStamp)
    /// The library resolved the framework to another copy than the app's.
    case separateFramework(path: String)
    /// Two plugins, or a plugin and a built-in feature, have the same feature id.
    case duplicateFeature(id: String, first: String, second: String)
    /// The plugins' routes, guards or needs do not compose with the app's features.
    case doesNotCompose(paths: [String], CompositionError)
    /// The library at `path`, or a folder above it, could be changed by someone other than the
    /// user running the app and root (the item says which and why), so loading it would run
    /// their code; `--allow-unsafe-plugin-permissions` loads it anyway.
    case unsafePermissions(path: String, UnsafePluginItem)
    /// More libraries were asked for than one run composes (``AppRuntime/maxPlugins``); none
    /// was opened.
    case tooMany(count: Int, limit: Int)

    /// The JSON `error.kind`.
    public var kind: String {
        switch self {
        case .staticApp: "pluginsUnsupported"
        case .notFound, .isDirectory: "pluginNotFound"
        case .notALibrary, .cannotLoad: "pluginNotLoadable"
        case .noEntry, .notAPlugin: "pluginNotAPlugin"
        case .incompatible, .separateFramework: "pluginIncompatible"
        case .duplicateFeature: "pluginDuplicateFeature"
        case .doesNotCompose: "pluginDoesNotCompose"
        case .unsafePermissions: "pluginUnsafePermissions"
        case .tooMany: "pluginTooMany"
        }
    }

    /// One line for people, naming the library and what to do.
    public var description: String {
        switch self {
        case .staticApp(let path):
            "cannot load plugin \(path): this executable links the Nano framework statically; "
                + "run the plugin host, nvc-host (Tools/plugin-host)"
        case .notFound(let path): "plugin \(path): no such file or directory"
        case .isDirectory(let path): "plugin \(path) is a directory; give a directory of plugins with --plugins"
        case .notALibrary(let path): "plugin \(path) is not a shared library"
        case let .cannotLoad(path, reason): "plugin \(path) cannot be loaded: \(reason)"
        case .noEntry(let path):
            "plugin \(path) is a shared library without the entry point \(PluginExport.entrySymbol) (build it with Tools/build-plugin)"
        case let .notAPlugin(path, reason): "plugin \(path) is not a Nano feature plugin: \(reason)"
        case let .incompatible(path, plugin, app):
            "plugin \(path) was built for \(plugin), but this app is \(app); rebuild it with Tools/build-plugin from the app's checkout"
        case .separateFramework(let path):
            "plugin \(path) uses its own copy of the Nano framework instead of the app's (build it with Tools/build-plugin)"
        case let .duplicateFeature(id, first, second):
            "feature '\(id)' comes from both \(first) and \(second)"
        case let .doesNotCompose(paths, error):
            "the plugins \(paths.joined(separator: ", ")) do not compose with the app: "
                + error.problems.map(\.description).joined(separator: "; ")
        case let .unsafePermissions(path, item):
            "plugin \(path) refused: \(item)"
        case let .tooMany(count, limit):
            "\(count) plugin libraries given, more than the limit of \(limit) for one run; "
                + "load fewer (--plugin, --plugins, NVC_PLUGINS)"
        }
    }
}

/// A file or folder that makes a plugin library unsafe to load: its owner is neither the user
/// running the app nor root, or its group or others may write it (docs/cli.md, "Plugins").
/// Its ``description`` says what is wrong and what to do.
public struct UnsafePluginItem: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the item.
    public enum Problem: Equatable, Sendable {
        /// The owner is another user than the one running the app, and not root: they may
        /// change its mode or its contents at any time.
        case foreignOwner
        /// A user other than the owner may write it: the group or others write bit, on a file,
        /// or on a folder without the sticky bit (one with it, like `/tmp`, is safe).
        case writableByOthers
    }

    /// The real path of the file or folder (symbolic links resolved).
    public let path: String
    /// Whether the item is a folder above the library rather than the library itself.
    public let isFolder: Bool
    /// Its permission bits, `st_mode & 0o7777`.
    public let mode: UInt32
    /// The uid owning it.
    public let owner: UInt32
    /// The effective uid of the process that judged it.
    public let user: UInt32
    /// What is wrong.
    public let problem: Problem

    /// An item as the loader found it; each parameter is the property of the same name.
    public init(path: String, isFolder: Bool, mode: UInt32, owner: UInt32, user: UInt32, problem: Problem) {
        self.path = path
        self.isFolder = isFolder
        self.mode = mode
        self.owner = owner
        self.user = user
        self.problem = problem
    }

    /// What is wrong and what to do, in words, with the mode in octal (`0777`).
    public var description: String {
        let subject = isFolder ? "the folder \(path) above it" : "the library \(path)"
        let octal = "0" + String(mode, radix: 8)
        let anyway = "or pass --allow-unsafe-plugin-permissions to load it anyway"
        switch problem {
        case .foreignOwner:
            return "\(subject) is owned by uid \(owner), neither you (uid \(user)) nor root, so its owner can "
                + "change the code you would run; keep plugins in folders owned by you or root, \(anyway)"
        case .writableByOthers:
            let writers = [mode & 0o020 != 0 ? "its group" : nil, mode & 0o002 != 0 ? "others" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            let sticky = isFolder ? " and has no sticky bit" : ""
            return "\(subject) has mode \(octal): writable by \(writers)\(sticky), who could replace the code you "
                + "would run; run 'chmod go-w \(path)', \(anyway)"
        }
    }
}

extension AppError {
    /// A refused plugin: status 78.
    public init(_ error: PluginError) {
        self.init(.pluginRefused, kind: error.kind, error.description)
    }
}

/// A feature that came from a plugin library, as a host's loader hands it to ``AppRuntime``.
public struct LoadedPlugin {
    /// The feature.
    public let plugin: any FeaturePlugin
    /// The library's path, as resolved (named in errors and `--version`).
    public let path: String
    /// The feature's version, from the library's export.
    public let version: String

    /// A loaded feature; each parameter is the property of the same name.
    public init(plugin: any FeaturePlugin, path: String, version: String) {
        self.plugin = plugin
        self.path = path
        self.version = version
    }
}
