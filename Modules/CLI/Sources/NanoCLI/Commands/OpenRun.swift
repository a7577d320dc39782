import NanoComposition
import NanoRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nvc open LINK` and `nvc resume`: read the script, open the state, compose the app, open
/// the link (or restore the saved stack), run the script and/or the interactive session,
/// save the stack, print the result.
@MainActor
struct OpenRun {
    /// What to show first.
    enum Start {
        /// Open this link.
        case open(String)
        /// Reopen the saved stack (or the home link).
        case resume
    }

    /// The app, the plugins loaded and the console.
    let context: RunContext
    let options: RunSettings

    func run(_ start: Start) async -> AppStatus {
        let presenter = Presenter(console: context.console, json: options.json, program: context.configuration.name)
        let script: (lines: [ScriptLine], source: String)?
        let runtime: AppRuntime
        do {
            script = try options.script.map { path throws(AppError) in
                try ScriptSource.load(path, console: context.console)
            }
            let launch = try ApiFaultsOption.launch(
                options.launch, faultsFile: options.apiFaults, configuration: context.configuration)
            let location = StateLocation.resolve(
                stateOption: options.state, ephemeral: options.ephemeral,
                appName: context.configuration.name, environment: context.console.environment)
            let state = try StateDirectory(
                location: location, settings: try StateSettings(environment: context.console.environment))
            state.takeWarnings().forEach(presenter.warning)
            let language = try LocaleChoice.language(
                option: options.locale, environment: context.console.environment,
                languages: context.configuration.languages)
            runtime = try AppRuntime(
                configuration: context.configuration, state: state,
                disabledFeatures: options.disabledFeatures, launch: launch, plugins: context.plugins,
                language: language, warn: { presenter.warning($0) })
        } catch {
            return finish(presenter, app: nil, error: error)
        }
        var failure: AppError?
        var opened = true
        do {
            try await show(start, runtime: runtime, presenter: presenter)
            try runtime.checkpointState()
        } catch {
            failure = error
            opened = false
        }
        let runner = SessionRunner(runtime: runtime, presenter: presenter)
        if let path = options.record, options.interactive {
            runner.recorder = SessionRecorder(path: path, start: recordedStart(start, app: runtime.app))
        }
        if opened, let script { failure = await runner.run(script.lines, source: script.source) }
        if options.interactive && (failure == nil || !opened) {
            // Errors are printed as they happen; the session ends with the last one's status.
            if let failure { presenter.error(failure) }
            failure = await InteractiveSession(runner: runner, console: context.console).run(initialError: failure)
            if let saveError = save(runtime) {
                presenter.error(saveError)
                return failure?.status ?? saveError.status
            }
            if let recordError = runner.writeRecording() {
                presenter.error(recordError)
                return recordError.status
            }
            return failure?.status ?? .ok
        }
        let saveFailure = save(runtime)
        return finish(presenter, app: runtime.app, error: failure ?? saveFailure)
    }

    /// Opens the first screen(s).
    private func show(_ start: Start, runtime: AppRuntime, presenter: Presenter) async throws(AppError) {
        switch start {
        case .open(let link): try await runtime.open(link)
        case .resume: try await runtime.resume()
        }
    }

    /// The link a recording opens first: the one opened, or the top of the stack resumed.
    private func recordedStart(_ start: Start, app: NanoApp) -> String {
        switch start {
        case .open(let link): link
        case .resume: app.entryLinks.last ?? context.configuration.homeLink
        }
    }

    /// Saves the features' changes and the stack showing; the failure, if saving failed.
    private func save(_ runtime: AppRuntime) -> AppError? {
        do {
            try runtime.flushState()
            try runtime.saveStack()
            return nil
        } catch {
            return error
        }
    }

    /// Prints the result and the error; returns the status.
    private func finish(_ presenter: Presenter, app: NanoApp?, error: AppError?) -> AppStatus {
        presenter.final(app, error: error)
        if let error { presenter.error(error) }
        return error?.status ?? .ok
    }
}
