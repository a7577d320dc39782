import NanoContract
import NanoDI
import NanoStrings

/// What an app tells the command-line runtime: its name, scheme, home link, version, the
/// feature plugins it is composed of, and any dependencies beyond the standard live ones.
///
/// ```swift
/// NanoCommandLine.main(AppConfiguration(
///     name: "nvc", scheme: "nvc", homeLink: "home", version: "0.1.0",
///     plugins: { _ in [SignUpPlugin(), HomePlugin(), SettingsPlugin()] }))
/// ```
///
/// A feature's preview is the same runtime with ``isPreview`` set: it also accepts
/// `--guard ID=pass|fail`, handed to ``plugins`` as ``LaunchOptions/failingGuards``.
public struct AppConfiguration: Sendable {
    /// The program name used in help, messages and the default state directory (`nvc`).
    public var name: String
    /// The deep-link scheme (`nvc`).
    public var scheme: String
    /// The link opened after a guard flow completes with nothing pending, and by `resume`
    /// when nothing was saved.
    public var homeLink: String
    /// The version `--version` prints.
    public var version: String
    /// One line about the app for `--help`.
    public var abstract: String
    /// Whether this is a feature preview: it then takes `--guard ID=pass|fail` for the guards
    /// its stand-ins provide.
    public var isPreview: Bool
    /// Makes the feature plugins, in composition order, for one launch.
    public var plugins: @MainActor @Sendable (LaunchOptions) -> [any FeaturePlugin]
    /// Registers app-specific dependencies after the standard live ones (which it may
    /// replace). Called once per run, before the features compose.
    public var registerDependencies: (@MainActor @Sendable (DependencyContainer) -> Void)?
    /// The languages the app's texts come in, its base language first (`[.english, .german]`):
    /// what `--locale` accepts and a browser's `Accept-Language` is matched against; a person
    /// asking for none of them gets the first.
    public var languages: [Language]

    /// A configuration; each parameter is the property of the same name. Only the name,
    /// scheme, home link and plugins are required: the version defaults to `0.1.0`, there is no
    /// abstract, it is not a preview, only the standard live dependencies are registered, and
    /// the app speaks English only.
    public init(
        name: String,
        scheme: String,
        homeLink: String,
        version: String = "0.1.0",
        abstract: String? = nil,
        isPreview: Bool = false,
        plugins: @escaping @MainActor @Sendable (LaunchOptions) -> [any FeaturePlugin],
        registerDependencies: (@MainActor @Sendable (DependencyContainer) -> Void)? = nil,
        languages: [Language] = [.english]
    ) {
        self.name = name
        self.scheme = scheme
        self.homeLink = homeLink
        self.version = version
        self.abstract = abstract ?? "Runs the \(name) app headlessly: open deep links, drive screens by control id."
        self.isPreview = isPreview
        self.plugins = plugins
        self.registerDependencies = registerDependencies
        self.languages = languages.isEmpty ? [.english] : languages
    }
}

/// What one launch asks of the app's composition, from its command line.
public struct LaunchOptions: Sendable, Equatable {
    /// The guards a preview's stand-ins must fail (`--guard signedIn=fail`); empty for an app.
    public var failingGuards: Set<GuardID>
    /// The web API the app's data features use instead of their built-in one (`--api URL`,
    /// an `http://` or `https://` address); `nil` keeps the built-in one. The app reads it in
    /// ``AppConfiguration/plugins`` and hands it to the features that take one.
    public var api: String?

    /// Options failing `failingGuards`, over the API at `api` (the built-in one when `nil`).
    public init(failingGuards: Set<GuardID> = [], api: String? = nil) {
        self.failingGuards = failingGuards
        self.api = api
    }
}
