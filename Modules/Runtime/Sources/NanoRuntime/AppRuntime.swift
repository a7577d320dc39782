import NanoComposition
import NanoContract
import NanoCore
import NanoDI
import NanoNavigation
import NanoStrings
import NanoUI

/// One app as a host runs it: the live dependencies, the state and the composed `NanoApp`
/// that a person's actions (typed in a terminal, clicked in a browser) act on.
///
/// A host is only input and output: it creates a runtime, opens a link or resumes, hands each
/// action to ``perform(_:on:)``, ``tap(_:)``, ``goBack()`` or ``dismiss()``, and draws
/// ``app`` (or an ``AppSnapshot``) afterwards. Every action is followed by the same rules
/// whatever the host: screens whose guard no longer passes leave, a link the app's own
/// coordinators failed to open fails the action and shows an error toast, and the state is
/// checkpointed by the host through ``checkpointState()`` or ``saveAll()``.
@MainActor
public final class AppRuntime {
    /// How long one synchronous action may wait for the app's delayed work (simulated latency)
    /// when the host asks it to settle.
    public static let settleTimeout: Duration = .seconds(10)
    /// The most plugin libraries one run composes: 64 (docs/cli.md, "Limits"). More is refused
    /// with status 78 (`pluginTooMany`): by the command line's loader before any is opened, and
    /// here again before any composes (for a host that loads libraries its own way).
    public nonisolated static let maxPlugins = 64

    /// What the app was composed from.
    public let configuration: AppConfiguration
    /// The clock every scheduled piece of work runs on.
    public let clock: LiveClock
    /// Where the session, settings and saved stack live.
    public let state: StateDirectory
    /// The composed app: its stacks, routes and guards.
    public let app: NanoApp
    /// The features that came from plugin libraries.
    public let plugins: [LoadedPlugin]
    /// The language this app shows its texts in: registered in its container for the
    /// features' needs (`Language.self`), its own and no other app's (each web session has one).
    public let language: Language
    /// Shown while an action waits for delayed work (the terminal's interactive mode sets it).
    public let workIndicator: WorkIndicator
    /// Whether actions wait for delayed work before returning (a terminal host, scripts);
    /// a host with an event loop (the web) sets it to `false` and lets work fire on its own.
    public var settlesSynchronously = true
    /// Where warnings go (a slow action, a bad state file moved aside).
    let warn: @MainActor (String) -> Void

    /// Composes the app's features and the `plugins` loaded over `state`.
    /// - Parameters:
    ///   - configuration: The app: name, scheme, home link, features.
    ///   - state: Where the session, settings and saved stack live.
    ///   - disabledFeatures: Feature ids composed as disabled (their routes answer 69).
    ///   - launch: What this launch asks of the composition (a preview's failing guards).
    ///   - loaded: The features that came from plugin libraries.
    ///   - language: The language the host chose (`--locale`, `Accept-Language`); the app's
    ///     base language (the first of the configuration's) when `nil`.
    ///   - warn: Receives each warning as one line without a prefix.
    /// - Throws: 64 for an unknown `--disable-feature`, 70 when the app's own features do not
    ///   compose, 78 for more than ``maxPlugins`` plugins or when a plugin's feature clashes
    ///   with another or does not compose.
    public init(
        configuration: AppConfiguration, state: StateDirectory, disabledFeatures: [String] = [],
        launch: LaunchOptions = LaunchOptions(), plugins loaded: [LoadedPlugin] = [], language: Language? = nil,
        warn: @escaping @MainActor (String) -> Void
    ) throws(AppError) {
        self.configuration = configuration
        self.language = language ?? configuration.languages.first ?? .english
        self.warn = warn
        self.state = state
        self.plugins = loaded
        guard loaded.count <= Self.maxPlugins else {
            throw AppError(
                .pluginRefused, kind: "pluginTooMany",
                "\(loaded.count) plugin libraries given, more than the limit of \(Self.maxPlugins) for one run; "
                    + "load fewer (--plugin, --plugins, NVC_PLUGINS)")
        }
        let builtIn = configuration.plugins(launch)
        for plugin in loaded where builtIn.contains(where: { $0.id == plugin.plugin.id }) {
            throw AppError(
                PluginError.duplicateFeature(id: plugin.plugin.id, first: "the app (built in)", second: plugin.path))
        }
        let adapt = configuration.configureLoaded
        let plugins = builtIn + loaded.map { adapt?($0.plugin, launch) ?? $0.plugin }
        let known = plugins.map(\.id)
        if let unknown = disabledFeatures.first(where: { !known.contains($0) }) {
            throw AppError(
                .usage, "--disable-feature: unknown feature '\(unknown)' (features: \(known.joined(separator: ", ")))")
        }
        let clock = LiveClock()
        // A host that settles waits for the effects view models started (a request) too.
        clock.isBusy = { RunningEffects.count > 0 }
        let container = Self.liveDependencies(clock: clock, store: state.store)
        configuration.registerDependencies?(container)
        container.register(Language.self, self.language)
        container.register(ContainerTexts.self, ContainerText.texts(in: self.language))
        self.clock = clock
        do {
            app = try NanoApp(
                scheme: configuration.scheme, homeLink: configuration.homeLink, plugins: plugins,
                dependencies: container, disabledFeatures: Set(disabledFeatures))
        } catch {
            if !loaded.isEmpty, Self.composes(builtIn, configuration: configuration, store: state.store) {
                throw AppError(PluginError.doesNotCompose(paths: loaded.map(\.path), error))
            }
            throw AppError(.internalError, kind: "composition", error.description)
        }
        workIndicator = WorkIndicator()
    }

    /// Whether `plugins` compose on their own (so a failure with plugins is theirs).
    private static func composes(
        _ plugins: [any FeaturePlugin], configuration: AppConfiguration, store: any KeyValueStore
    ) -> Bool {
        let container = liveDependencies(clock: LiveClock(), store: store)
        configuration.registerDependencies?(container)
        return
            (try? NanoApp(
                scheme: configuration.scheme, homeLink: configuration.homeLink, plugins: plugins,
                dependencies: container))
            != nil
    }

    /// The standard live primitives over `store`.
    static func liveDependencies(clock: LiveClock, store: any KeyValueStore) -> DependencyContainer {
        let container = DependencyContainer()
        let dates = SystemDateProvider()
        container.register((any NanoClock).self, clock)
        container.register((any MainScheduler).self, ImmediateMainScheduler())
        container.register((any DateProvider).self, dates)
        container.register((any HapticFeedback).self, NoHapticFeedback())
        container.register((any Pasteboard).self, InMemoryPasteboard(dateProvider: dates))
        container.register((any UrlOpener).self, NoUrlOpener())
        container.register((any KeyValueStore).self, store)
        return container
    }

    /// Lets delayed work and running effects (a request a view model started) finish (when
    /// ``settlesSynchronously``: it awaits the clock's `runUntilIdle(timeout:)`,
    /// which leaves the main actor free for the effects' answers), then reports leaked scenes,
    /// view models and coordinators. Without ``settlesSynchronously`` it does not suspend.
    public func settle() async {
        if settlesSynchronously {
            if clock.pendingCount > 0 { workIndicator.willWait() }
            let idle = await clock.runUntilIdle(timeout: Self.settleTimeout)
            if !idle {
                warn("the app still had work pending after \(Self.settleTimeout)")
            }
        }
        LeakDetector.shared.check()
    }

    /// Opens `link` and settles (also when it fails: what it started may have left work).
    /// - Throws: 65 invalid, 66 no route, 69 disabled, 70 a route that failed.
    public func open(_ link: String) async throws(AppError) {
        var failure: AppError?
        do {
            try app.open(link)
        } catch {
            failure = AppError(error)
        }
        await settle()
        if let failure { throw failure }
    }

    /// Rebuilds a saved stack (`NanoApp.restore(_:)`) and settles.
    public func restore(_ links: [String]) async throws(AppError) {
        var failure: AppError?
        do {
            try app.restore(links)
        } catch {
            failure = AppError(error)
        }
        await settle()
        if let failure { throw failure }
    }

    /// Saves the stacks showing — with tabs, every tab's, the selected tab's last — (nothing
    /// when nothing shows, or when the state is ephemeral).
    /// - Throws: 74 or 75, as ``StateDirectory/save(_:)``.
    public func saveStack() throws(AppError) {
        let links = app.restorationLinks
        guard !links.isEmpty, state.location != .ephemeral else { return }
        try state.save(SavedStack(links: links, pending: app.pendingLink))
    }
}

/// Lets a person see that the app is busy: the runtime calls ``willWait()`` when an action
/// left delayed work (a simulated request) that the runtime is about to wait for, and the
/// terminal's interactive mode shows a `… working` line until the screen is redrawn.
@MainActor
public final class WorkIndicator {
    /// What to show; `nil` shows nothing (scripts, piped and JSON output, the web host).
    public var show: (@MainActor () -> Void)?

    /// An indicator that shows nothing until a host sets ``show``.
    public init() {}

    /// Called before waiting for pending work.
    public func willWait() { show?() }
}

/// When a run writes its state: the features' changes after each script command (coalesced,
/// see ``StateDirectory/checkpoint()``), everything after each interactive command (so Ctrl-C
/// loses nothing), and everything at the end. Warnings about bad files found while writing
/// are printed as they come.
extension AppRuntime {
    /// After a script command: writes the features' changes if the commit interval is up.
    /// - Throws: 74 when they cannot be written, 75 when the lock is not free in time.
    public func checkpointState() throws(AppError) {
        defer { reportStateWarnings() }
        try state.checkpoint()
    }

    /// Writes the features' changes now.
    /// - Throws: 74 when they cannot be written, 75 when the lock is not free in time.
    public func flushState() throws(AppError) {
        defer { reportStateWarnings() }
        try state.flush()
    }

    /// After an interactive command: the features' changes and the stack showing, so an
    /// interrupted session (Ctrl-C, a closed terminal) has saved everything it did.
    /// - Throws: 74 or 75, as ``flushState()``.
    public func saveAll() throws(AppError) {
        try flushState()
        try saveStack()
    }

    private func reportStateWarnings() {
        for warning in state.takeWarnings() { warn(warning) }
    }
}
