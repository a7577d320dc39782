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
    /// Reads the text of `--api-faults FILE` (a fault plan for the app's built-in API) and
    /// returns what makes it unusable (`fault plan rule 2: count 0 must be at least 1`), or `nil`
    /// when the app can play it. The command line calls it once, before the app composes or a
    /// server starts, and refuses a plan it objects to with a usage error (64,
    /// `apiFaultsInvalid`). `nil` (the default): the app has no built-in API, and `--api-faults`
    /// is refused the same way.
    public var checkApiFaults: (@Sendable (String) -> String?)?
    /// Fits a feature loaded from a plugin library to one launch, as ``plugins`` does for the
    /// built-in ones (the plugin host hands the catalogue it loads `--api` and `--api-faults`);
    /// `nil` (the default) composes every loaded feature as its library made it.
    public var configureLoaded: (@MainActor @Sendable (any FeaturePlugin, LaunchOptions) -> any FeaturePlugin)?

    /// A configuration; each parameter is the property of the same name. Only the name,
    /// scheme, home link and plugins are required: the version defaults to `0.1.0`, there is no
    /// abstract, it is not a preview, only the standard live dependencies are registered, and
    /// the app speaks English only, has no built-in API to play a fault plan on and composes
    /// loaded features as they come.
    public init(
        name: String,
        scheme: String,
        homeLink: String,
        version: String = "0.1.0",
        abstract: String? = nil,
        isPreview: Bool = false,
        plugins: @escaping @MainActor @Sendable (LaunchOptions) -> [any FeaturePlugin],
        registerDependencies: (@MainActor @Sendable (DependencyContainer) -> Void)? = nil,
        languages: [Language] = [.english],
        checkApiFaults: (@Sendable (String) -> String?)? = nil,
        configureLoaded: (@MainActor @Sendable (any FeaturePlugin, LaunchOptions) -> any FeaturePlugin)? = nil
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
        self.checkApiFaults = checkApiFaults
        self.configureLoaded = configureLoaded
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
    /// The fault plan the app's built-in API plays (`--api-faults FILE`): the file's text, as
    /// the command line read it and ``AppConfiguration/checkApiFaults`` accepted it; `nil`
    /// plays none. Never set together with ``api``: faults are played by the built-in server
    /// only, so the command line refuses the two together.
    public var apiFaults: String?

    /// Options failing `failingGuards`, over the API at `api` (the built-in one when `nil`),
    /// which plays the fault plan `apiFaults` (none when `nil`).
    public init(failingGuards: Set<GuardID> = [], api: String? = nil, apiFaults: String? = nil) {
        self.failingGuards = failingGuards
        self.api = api
        self.apiFaults = apiFaults
    }
}
