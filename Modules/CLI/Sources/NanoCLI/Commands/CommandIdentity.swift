import ArgumentParser
import NanoRuntime

/// The app the ArgumentParser commands describe: its name, version, abstract and scheme, which
/// subcommands it offers, and the long help texts built from them.
///
/// `CommandConfiguration` is static, so ``NanoCommandLine`` binds the identity of the app it
/// runs to ``current`` (a task-local value, immutable while bound) around everything it asks
/// ArgumentParser, and the commands' configurations read it there. Two command lines run at
/// once in one process (tests in parallel) each see their own. ArgumentParser reads a
/// command's `configuration` many times while parsing, so the texts are built once, here.
struct CommandIdentity: Sendable {
    /// The identity the commands describe while it is bound (unbound: a plain `nvc`).
    @TaskLocal static var current = CommandIdentity(
        name: "nvc", version: "0.1.0", abstract: "", scheme: "nvc", isPreview: false, serves: false)

    /// The program name (`nvc`).
    let name: String
    /// What `--version` prints.
    let version: String
    /// The root command's one line.
    let abstract: String
    /// The deep-link scheme, for the help texts.
    let scheme: String
    /// Whether the app is a feature preview: its `open`, `resume` and `serve` take `--guard`.
    let isPreview: Bool
    /// Whether the executable offers `serve`.
    let serves: Bool
    /// The root command's discussion.
    let rootDiscussion: String
    /// `open`'s discussion.
    let openDiscussion: String
    /// `serve`'s discussion.
    let serveDiscussion: String

    /// The identity of `configuration`, with `serve` if `serves`.
    init(_ configuration: AppConfiguration, serves: Bool) {
        self.init(
            name: configuration.name, version: configuration.version, abstract: configuration.abstract,
            scheme: configuration.scheme, isPreview: configuration.isPreview, serves: serves)
    }

    /// An identity; each parameter is the property of the same name.
    init(name: String, version: String, abstract: String, scheme: String, isPreview: Bool, serves: Bool) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.scheme = scheme
        self.isPreview = isPreview
        self.serves = serves
        rootDiscussion = """
            A link is \(scheme)://PATH?QUERY, or PATH alone: \(name) open settings/notifications

            EXIT CODES
            \(AppStatus.table)

            Errors are one line on stderr ("\(name): error: ..."); with --json
            the same error is also the "error" object of the JSON on stdout.

            STATE
              --state DIR, else $XDG_STATE_HOME/\(name), else ~/.local/state/\(name)
              state.json       session and settings
              navigation.json  the last navigation stack, which resume reopens
              .lock            taken by every write, so parallel runs lose nothing
              --ephemeral reads and writes nothing. A state file may be a symbolic link:
              the file it points to is replaced, the link kept.

            PLUGINS (a plugin-capable build; see docs/cli.md, "Plugins")
              --plugin FILE, --plugins DIR, $\(PluginRequest.environmentVariable(forApp: name)) (directories, colon-separated)
              A library is refused (78) if it, or a folder above it, is owned by another
              user than you or root, or is writable by its group or others (a sticky
              folder such as /tmp excepted). \(PluginRequest.allowUnsafeOption)
              loads it anyway. The file checked is the file loaded.

            SHELL COMPLETION
              \(name) --generate-completion-script bash|zsh|fish
            """
        openDiscussion = """
            Script and interactive commands (one per line):
            \(ScriptCommand.helpText)

            Exit codes: 0 ok, 1 expectation failed or command refused, 64 usage,
            65 invalid link, 66 no route, 69 feature disabled, 70 internal error,
            74 state not saved, 75 state locked (details: \(name) --help).
            """
        serveDiscussion = """
            Prints 'Serving \(name) on http://HOST:PORT' as its first line, then serves
            until SIGINT or SIGTERM (exit 0); exit 71 when it cannot listen.
            http://HOST:PORT/settings/notifications opens \(scheme)://settings/notifications.
            Binds 127.0.0.1 unless --host says otherwise.
            """
    }
}
