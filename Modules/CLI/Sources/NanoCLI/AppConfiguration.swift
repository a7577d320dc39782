import NanoNavigation

/// What an app tells the command-line runtime: its name, scheme, home link, version, the
/// feature plugins it is composed of, and any dependencies beyond the standard live ones.
///
/// ```swift
/// NanoCommandLine.main(AppConfiguration(
///     name: "nvc", scheme: "nvc", homeLink: "home", version: "0.1.0",
///     plugins: { [SignUpPlugin(), HomePlugin(), SettingsPlugin()] }))
/// ```
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
    /// Makes the feature plugins, in composition order.
    public var plugins: @MainActor @Sendable () -> [any FeaturePlugin]
    /// Registers app-specific dependencies after the standard live ones (which it may
    /// replace). Called once per run, before the features compose.
    public var registerDependencies: (@MainActor @Sendable (DependencyContainer) -> Void)?

    /// Creates a configuration.
    public init(
        name: String,
        scheme: String,
        homeLink: String,
        version: String = "0.1.0",
        abstract: String? = nil,
        plugins: @escaping @MainActor @Sendable () -> [any FeaturePlugin],
        registerDependencies: (@MainActor @Sendable (DependencyContainer) -> Void)? = nil
    ) {
        self.name = name
        self.scheme = scheme
        self.homeLink = homeLink
        self.version = version
        self.abstract = abstract ?? "Runs the \(name) app headlessly: open deep links, drive screens by control id."
        self.plugins = plugins
        self.registerDependencies = registerDependencies
    }
}
