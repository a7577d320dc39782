/// What a feature plugin library was built against: the plugin contract's ABI number, the
/// framework's version, the Swift compiler and the build configuration. An app loads a plugin
/// only when all four equal its own (Swift has no stable ABI on Linux, and the app and its
/// plugins share one copy of the framework, so a plugin built from other sources may not run).
///
/// The library's entry point reports its stamp as one line of text, built only from code
/// compiled into the library itself (``currentLine``), so the app can read it before any of the
/// framework's or the feature's code runs:
///
///     nano-plugin abi=5 framework=0.1.0 swift=6.3.1 build=debug
public struct PluginStamp: Sendable, Equatable, CustomStringConvertible {
    /// The plugin contract's ABI number. Bump it with every change to what crosses the boundary
    /// between an app and a plugin (``FeaturePlugin`` and its registrar, context, needs and
    /// outline, ``PluginExport``); `PluginABITests` fails until the digest recorded for it is
    /// updated with it. Bump it too when a framework type a feature subclasses or conforms to
    /// changes shape within one framework version (2: seed 000's `AbstractViewModel`,
    /// `ViewModelType` and `Output`; 3: the contract moved from NanoNavigation into
    /// NanoContract, so every contract symbol's name changed; 4: typed routes joined the
    /// contract's digest, and on Linux a plugin links the framework library that holds the Swift
    /// runtime, so one built before would bring a second runtime into the process; 5: the
    /// registrar keeps its declarations without the feature's `Dependencies` type, and
    /// `FeatureNeeds` resolves to `Any`, so composing a feature instantiates no generic type;
    /// 6: the framework library carries FoundationEssentials, not all of Foundation, so a
    /// plugin linked against an earlier one may need symbols it no longer has; 7: features
    /// declare tabs, `FeatureTab`; 8: a tab carries its title's translations,
    /// ``FeatureTab/titles``).
    public let abi: Int
    /// The framework release (``PluginStamp/frameworkVersion``).
    public let framework: String
    /// The Swift compiler that built the library (`6.3.1`).
    public let compiler: String
    /// The build configuration, `debug` or `release`: a plugin must match its host's.
    public let build: String

    /// The current ABI number; see ``abi``.
    @_alwaysEmitIntoClient public static var abiNumber: Int { 8 }

    /// The framework release a plugin built now is built against.
    @_alwaysEmitIntoClient public static var frameworkVersion: String { "0.1.0" }

    /// The compiler building this code, to the precision the project has met (`6.3.1`).
    @_alwaysEmitIntoClient public static var compilerVersion: String {
        #if compiler(>=6.4)
            return "6.4+"
        #elseif compiler(>=6.3.1)
            return "6.3.1"
        #elseif compiler(>=6.3)
            return "6.3.0"
        #elseif compiler(>=6.2)
            return "6.2"
        #else
            return "6.1-"
        #endif
    }

    /// `debug` or `release`, for the code being compiled.
    @_alwaysEmitIntoClient public static var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// The stamp line of the code being compiled. It uses the standard library only, so a
    /// plugin's entry point can answer it without calling into the framework.
    @_alwaysEmitIntoClient public static var currentLine: String {
        "nano-plugin abi=\(abiNumber) framework=\(frameworkVersion) swift=\(compilerVersion) build=\(buildConfiguration)"
    }

    /// The stamp of the code being compiled: inlined into the caller, so a plugin's entry point
    /// reports what the plugin was built against.
    @_alwaysEmitIntoClient public static var current: PluginStamp {
        PluginStamp(abi: abiNumber, framework: frameworkVersion, compiler: compilerVersion, build: buildConfiguration)
    }

    /// The stamp of the framework library this process runs: compiled into NanoContract
    /// itself, not inlined, so it is the app's truth even when the app's own modules were built
    /// incrementally before the framework changed (Swift does not recompile a module when only an
    /// inlined body it uses changes). The app checks every plugin against it.
    public static var framework: PluginStamp { current }

    /// A stamp from its parts, as read back from a library; ``current`` is this build's.
    public init(abi: Int, framework: String, compiler: String, build: String) {
        self.abi = abi
        self.framework = framework
        self.compiler = compiler
        self.build = build
    }

    /// Reads a stamp line; nil when `line` is not one (a library that is not a Nano plugin, or
    /// one from a release whose stamp had another shape).
    public init?(line: String) {
        let words = line.split(separator: " ")
        guard words.first == "nano-plugin" else { return nil }
        var fields: [Substring: Substring] = [:]
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "=") else { return nil }
            fields[word[..<equals]] = word[word.index(after: equals)...]
        }
        guard let abi = fields["abi"].flatMap({ Int($0) }), let framework = fields["framework"],
            let build = fields["build"], let compiler = fields["swift"]
        else { return nil }
        self.init(abi: abi, framework: String(framework), compiler: String(compiler), build: String(build))
    }

    /// `Nano 0.1.0, plugin ABI 5, Swift 6.3.1, debug`.
    public var description: String { "Nano \(framework), plugin ABI \(abi), Swift \(compiler), \(build)" }
}
