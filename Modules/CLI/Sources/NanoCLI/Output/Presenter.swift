import NanoComposition
import NanoNavigation
import NanoRuntime
import NanoUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything `nvc` prints: the stack line, the rendered screen, JSON snapshots, info and
/// errors — in text or `--json` mode.
///
/// Text mode prints the stack (`Home › Settings › Notifications`), any modal stack
/// (`presented: About`), the pending link (`pending: nvc://...`), the alert showing (`alert:
/// Title`), then the top screen drawn by
/// NanoUI's ``TextRenderer`` for the terminal, as wide as the terminal is now (at most 60
/// columns): ASCII drawing without colour when `NO_COLOR` is set or stdout is not a terminal,
/// the app's text in UTF-8 unless the locale says otherwise, and the back button drawn as
/// `‹ back`, the id that taps it; a split side by side on a terminal of 120 columns or more, and
/// the tab bar line (`tabs: [Home]  Settings`) under the screen. JSON mode prints one ``AppSnapshot`` object on stdout and
/// sends `stack`/`show`/`help` text to stderr, so stdout stays one parseable object.
@MainActor
struct Presenter {
    let console: Console
    let json: Bool
    let program: String

    init(console: Console, json: Bool, program: String) {
        self.console = console
        self.json = json
        self.program = program
    }

    /// The rendering options for the terminal as it is now (it may have been resized).
    var options: TextRenderer.Options {
        var options = TextRenderer.Options.forTerminal(
            environment: console.environment, isTTY: console.outputIsTerminal, columns: console.terminalWidth())
        options.backButtonID = AppRuntime.backButtonID
        return options
    }

    // MARK: Text

    /// The stack line and, when there are any, the `presented:`, `pending:` and `alert:` lines.
    func stackText(_ app: NanoApp) -> String {
        let chain = app.navigationStack.stackChain
        let options = options
        let separator = options.charset == .unicode ? " › " : " > "
        func titles(_ stack: any NavigationStack) -> String {
            stack.scenes.map { clean($0.title ?? $0.sceneName, options) }.joined(separator: separator)
        }
        var lines = [chain.first.map(titles).flatMap { $0.isEmpty ? nil : $0 } ?? "(no screen)"]
        lines += chain.dropFirst().map { "presented: " + titles($0) }
        if let pending = app.pendingLink { lines.append("pending: " + clean(pending, options)) }
        if let alert = app.navigationStack.visibleAlert?.description {
            lines.append("alert: " + clean(alert.title, options))
        }
        return lines.joined(separator: "\n")
    }

    /// The visible screen drawn for the terminal: a split's columns side by side when the
    /// terminal is at least ``SplitLayout/textColumnsThreshold`` columns wide (each pane at most
    /// 60), the top screen otherwise, an alert over the top screen's controls; then the tab bar
    /// line when one shows.
    func screenText(_ app: NanoApp) -> String {
        let visible = app.navigationStack.topmostStack
        guard let scene = visible.topScene else { return "(no screen)" }
        var options = options
        options.texts = app.containerTexts
        let renderer = TextRenderer(options)
        let columns = console.columns
        let layout = SplitLayout(scenes: visible.scenes, width: columns, threshold: SplitLayout.textColumnsThreshold)
        let alert = app.navigationStack.visibleAlert?.description
        var text =
            layout.isSplit
            ? renderer.render(
                layout, totalWidth: min(columns, Self.widestSplit), showsBackButton: visible.canGoBack, alert: alert)
            : renderer.render(scene, showsBackButton: visible.canGoBack, alert: alert)
        if let tabBar = app.tabContainer.tabBar { text += "\n" + renderer.render(tabBar) }
        return text
    }

    /// The widest a split is drawn: three panes of 60 columns and the spaces between them.
    static let widestSplit = 182

    /// The stack lines, a blank line, and the screen.
    func showText(_ app: NanoApp) -> String {
        stackText(app) + "\n\n" + screenText(app)
    }

    /// Prints the result of `stack`, `show` or `help`: stdout in text mode, stderr in JSON mode.
    func info(_ text: String) {
        if json { console.writeError(text + "\n") } else { console.print(text) }
    }

    // MARK: Results

    /// Prints the final state: the JSON snapshot (always, with the error if any), or in text
    /// mode the stack and screen when something is showing.
    func final(_ app: NanoApp?, error: AppError?) {
        if json {
            console.print(AppSnapshot(app: app, error: error).json(pretty: true))
        } else if let app, !app.entryLinks.isEmpty || app.navigationStack.topScene != nil {
            console.print(showText(app))
        }
    }

    /// One compact JSON object (interactive JSON mode prints one per command).
    func jsonLine(_ app: NanoApp?, error: AppError?) {
        console.print(AppSnapshot(app: app, error: error).json(pretty: false))
    }

    /// `nvc: error: message` on stderr.
    func error(_ error: AppError) {
        console.error(error.description, program: program)
    }

    /// `nvc: warning: message` on stderr.
    func warning(_ message: String) {
        console.warning(message, program: program)
    }

    /// On one line with hidden characters escaped; with an ASCII text charset, accents folded
    /// and other non-ASCII characters shown as `?`.
    private func clean(_ text: String, _ options: TextRenderer.Options) -> String {
        let flat = text.escapedForTerminal
        guard options.textCharset == .ascii else { return flat }
        return String(
            flat.foldingDiacriticsAndWidth()
                .map { $0.isASCII ? $0 : "?" })
    }
}
