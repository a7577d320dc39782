import NanoDI
import NanoNavigation
import NanoUI

/// One run's app: the live dependencies, the state and the composed ``NanoApp`` that scripts
/// and interactive mode act on.
@MainActor
final class AppRuntime {
    /// How long one command may wait for the app's delayed work (simulated latency).
    static let settleTimeout: Duration = .seconds(10)

    let configuration: AppConfiguration
    let console: Console
    let clock: LiveClock
    let state: StateDirectory
    let app: NanoApp
    /// The features that came from plugin libraries.
    let plugins: [LoadedPlugin]
    /// Shown while a command waits for delayed work (interactive mode sets it).
    let workIndicator: WorkIndicator
    private let settleAction: @MainActor () -> Void

    /// Composes the app's features and the `plugins` loaded over `state`.
    /// - Throws: 64 for an unknown `--disable-feature`, 70 when the app's own features do not
    ///   compose, 78 when a plugin's feature clashes with another or does not compose.
    init(
        configuration: AppConfiguration, state: StateDirectory, disabledFeatures: [String], launch: LaunchOptions,
        plugins loaded: [LoadedPlugin] = [], console: Console
    ) throws(CommandLineError) {
        self.configuration = configuration
        self.console = console
        self.state = state
        self.plugins = loaded
        let builtIn = configuration.plugins(launch)
        for plugin in loaded where builtIn.contains(where: { $0.id == plugin.plugin.id }) {
            throw CommandLineError(
                PluginError.duplicateFeature(id: plugin.plugin.id, first: "the app (built in)", second: plugin.path))
        }
        let plugins = builtIn + loaded.map(\.plugin)
        let known = plugins.map(\.id)
        if let unknown = disabledFeatures.first(where: { !known.contains($0) }) {
            throw CommandLineError(
                .usage, "--disable-feature: unknown feature '\(unknown)' (features: \(known.joined(separator: ", ")))")
        }
        let clock = LiveClock()
        let container = Self.liveDependencies(clock: clock, store: state.store)
        configuration.registerDependencies?(container)
        self.clock = clock
        do {
            app = try NanoApp(
                scheme: configuration.scheme, homeLink: configuration.homeLink, plugins: plugins,
                dependencies: container, disabledFeatures: Set(disabledFeatures))
        } catch {
            if !loaded.isEmpty, Self.composes(builtIn, configuration: configuration, store: state.store) {
                throw CommandLineError(PluginError.doesNotCompose(paths: loaded.map(\.path), error))
            }
            throw CommandLineError(.internalError, kind: "composition", error.description)
        }
        let indicator = WorkIndicator()
        workIndicator = indicator
        let settle = Self.makeSettle(clock: clock, console: console, program: configuration.name, indicator: indicator)
        settleAction = settle
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

    /// Lets delayed work finish, then reports leaked scenes, view models and coordinators.
    func settle() { settleAction() }

    private static func makeSettle(
        clock: LiveClock, console: Console, program: String, indicator: WorkIndicator
    ) -> @MainActor () -> Void {
        {
            if clock.pendingCount > 0 { indicator.willWait() }
            if !clock.runUntilIdle(timeout: settleTimeout) {
                console.warning("the app still had work pending after \(settleTimeout)", program: program)
            }
            LeakDetector.shared.check()
        }
    }

    /// Opens `link` and settles.
    func open(_ link: String) throws(CommandLineError) {
        defer { settle() }
        do {
            try app.open(link)
        } catch {
            throw CommandLineError(error)
        }
    }

    /// Rebuilds a saved stack (``NanoApp/restore(_:)``) and settles.
    func restore(_ links: [String]) throws(CommandLineError) {
        defer { settle() }
        do {
            try app.restore(links)
        } catch {
            throw CommandLineError(error)
        }
    }

    /// Performs a person's action on the visible screen and settles.
    func perform(_ action: UserAction, on id: String) throws(CommandLineError) {
        do throws(UserActionError) {
            guard let screen = app.navigationStack.visibleScene else { throw UserActionError.noScreen }
            try screen.perform(action, on: id)
        } catch {
            throw CommandLineError(error)
        }
        settle()
    }

    /// Saves the stack showing (nothing when nothing shows, or when the state is ephemeral).
    func saveStack() throws(CommandLineError) {
        let links = app.entryLinks
        guard !links.isEmpty, state.location != .ephemeral else { return }
        try state.save(SavedStack(links: links, pending: app.pendingLink))
    }
}
