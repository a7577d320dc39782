import NanoNavigation

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
        }
    }

    /// One line for people, naming the library and what to do.
    public var description: String {
        switch self {
        case .staticApp(let path):
            "cannot load plugin \(path): this executable links the Nano framework statically; "
                + "build the plugin-capable app with Tools/plugin-host"
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
