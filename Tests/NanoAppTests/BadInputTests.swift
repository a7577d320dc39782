import Foundation
import Testing

/// One bad input: a deep link, command-line arguments or a script line, and the exit code
/// docs/cli.md documents for it.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let script: String?
    let status: Int32

    var testDescription: String { "\(name) → \(status)" }

    /// `nvc open LINK --ephemeral`.
    static func link(_ link: String, _ status: Int32, _ name: String? = nil) -> BadInput {
        BadInput(
            name: name ?? "link \(link.prefix(40))", arguments: ["open", link, "--ephemeral"], script: nil,
            status: status)
    }

    /// `nvc ARGUMENTS`.
    static func arguments(_ arguments: [String], _ status: Int32, _ name: String) -> BadInput {
        BadInput(name: name, arguments: arguments, script: nil, status: status)
    }

    /// A script line run on the sign-up screen (after `setup`, when given).
    static func line(_ line: String, _ status: Int32, after setup: String = "", _ name: String? = nil) -> BadInput {
        BadInput(
            name: name ?? "script line \(line.debugDescription.prefix(40))",
            arguments: ["open", "nvc://signup", "--ephemeral", "--script", "-"], script: setup + line, status: status)
    }
}

/// At least 50 bad inputs through the real binary: each exits with its documented code, as
/// a normal exit (never a crash), with exactly one `nvc: error:` line on stderr and, with
/// `--json`, one JSON object on stdout whose `error.code` is that code.
struct BadInputTests {
    static let signUp = "type name Ada\ntype email ada@example.com\ntap submit\n"

    static let inputs: [BadInput] = [
        // 65: invalid deep links
        .link("", 65, "empty link"),
        .link("nvc:home", 65, "no // after the scheme"),
        .link("https://home", 65, "wrong scheme"),
        .link("://home", 65, "missing scheme"),
        .link("1nvc://home", 65, "invalid scheme characters"),
        .link("nvc://", 65, "no path"),
        .link("nvc://home//settings", 65, "empty segment"),
        .link("nvc://settings/%zz", 65, "bad percent-encoding"),
        .link("nvc://settings/%", 65, "truncated percent-encoding"),
        .link("nvc://settings/%FF", 65, "decodes to invalid UTF-8"),
        .link("nvc://settings/%00", 65, "encoded NUL"),
        .link("nvc://settings/%0A", 65, "encoded line feed"),
        .link("nvc://settings/../home", 65, "dot-dot segment"),
        .link("nvc://settings/%2E%2E/home", 65, "encoded dot-dot segment"),
        .link("nvc://settings%2Fnotifications", 65, "encoded slash"),
        .link("nvc://home?=x", 65, "query item without a name"),
        .link("nvc://user@home", 65, "user info"),
        .link("nvc://home:80", 65, "port"),
        .link("nvc://set tings", 65, "raw space"),
        .link("nvc://hömé", 65, "raw non-ASCII"),
        .link("nvc://home<script>", 65, "forbidden character"),
        .link("nvc://home\u{7}", 65, "raw control character"),
        .link("nvc://" + String(repeating: "a", count: 3000), 65, "longer than 2048 bytes"),
        .link("nvc://" + String(repeating: "a/", count: 40) + "a", 65, "more than 32 segments"),
        .link("nvc://" + String(repeating: "s", count: 300), 65, "segment longer than 256 bytes"),
        .link("nvc://home?" + (0..<70).map { "k\($0)=v" }.joined(separator: "&"), 65, "more than 64 query items"),
        .link("nvc://home?q=" + String(repeating: "x", count: 1100), 65, "query longer than 1024 bytes"),
        .link("nvc://settings/appearance/purple", 65, "enum parameter out of range"),
        // 66: no route
        .link("nvc://nowhere", 66),
        .link("nvc://settings/wifi", 66),
        .link("nvc://SETTINGS", 66, "routes are case-sensitive"),
        .link("nvc://signup/extra", 66),
        .link("nvc://settings/appearance/dark/more", 66),
        .link("settings/notifications/x", 66, "path without scheme, unrouted"),
        // 69: disabled features
        .arguments(
            ["open", "nvc://settings", "--ephemeral", "--disable-feature", "settings"], 69, "disabled settings"),
        .arguments(["open", "nvc://signup", "--ephemeral", "--disable-feature", "signup"], 69, "disabled signup"),
        .arguments(["open", "nvc://home", "--ephemeral", "--disable-feature", "home"], 69, "disabled home"),
        .arguments(
            ["open", "nvc://home", "--ephemeral", "--disable-feature", "signup"], 69, "guard flow's feature disabled"),
        .arguments(
            ["open", "settings/about", "--ephemeral", "--disable-feature", "home"], 69, "parent's feature disabled"),
        // 64: usage
        .arguments(["open"], 64, "missing link"),
        .arguments(["open", "home", "--bogus"], 64, "unknown option"),
        .arguments(["open", "home", "--state", "/tmp/x", "--ephemeral"], 64, "--state with --ephemeral"),
        .arguments(["open", "home", "--ephemeral", "--disable-feature", "payments"], 64, "unknown feature"),
        .arguments(["open", "home", "--ephemeral", "--disable-feature"], 64, "--disable-feature without an id"),
        .arguments(["open", "home", "--ephemeral", "--script", "/nonexistent/flow.nvc"], 64, "missing script file"),
        .arguments(["open", "home", "--ephemeral", "--script", "/tmp"], 64, "script is a directory"),
        .arguments(["open", "home", "--ephemeral", "--script", "-", "--interactive"], 64, "two readers of stdin"),
        .arguments(["routes", "--json", "--dot"], 64, "routes --json --dot"),
        .arguments(["resume", "--ephemeral"], 64, "resume --ephemeral"),
        .arguments(["fly"], 64, "unknown subcommand"),
        .arguments(["open", "a", "b", "--ephemeral"], 64, "two links"),
        .arguments(["--generate-completion-script", "tcsh"], 64, "unknown completion shell"),
        // 64: script lines that do not parse
        .line("fly away", 64),
        .line("tap", 64),
        .line("tap submit now", 64),
        .line("type name", 64),
        .line("select settings x", 64),
        .line("select settings -1", 64),
        .line("type name \"unterminated", 64),
        .line("type name 'unterminated", 64),
        .line("type name \"bad \\q escape\"", 64),
        .line("expect name text", 64),
        .line("back please", 64),
        .line("open", 64),
        .line("tap \"\"", 64, "empty control id"),
        .line("tap sub\u{1}mit", 64, "control character"),
        .line("type name " + String(repeating: "x", count: 9000), 64, "line over 8192 characters"),
        .line("TAP submit", 64, "commands are lowercase"),
        // 1: refused actions and failed expectations
        .line("tap nope", 1, "unknown control"),
        .line("tap submit", 1, "disabled button"),
        .line("back", 1, "nothing to go back to"),
        .line("dismiss", 1, "nothing presented"),
        .line("toggle submit", 1, "a button is not a toggle"),
        .line("select name 0", 1, "a field has no rows"),
        .line("type submit hello", 1, "a button takes no text"),
        .line("tap email-hint", 1, "hidden control"),
        .line("expect name text Bob", 1, "expectation fails"),
        .line("expect name colour red", 1, "unknown property"),
        .line("select settings 99", 1, after: signUp + "tap settings\n", "row out of range"),
        .line("tap logout", 1, after: signUp + "tap settings\n", "control of a screen below"),
        // link errors inside scripts
        .line("open ftp://home", 65),
        .line("open nvc://settings/%zz", 65),
        .line("open nvc://settings/appearance/sepia", 65, after: signUp),
        .line("open nowhere", 66),
    ]

    @Test func thereAreAtLeastFiftyBadInputs() async {
        #expect(Self.inputs.count >= 50)
    }

    @Test(arguments: inputs)
    func exitsWithItsDocumentedCode(input: BadInput) async throws {
        let run = try await NvcProcess.run(input.arguments + ["--json"], input: input.script ?? "", timeout: 30)
        #expect(run.exited && !run.timedOut, "no crash, no hang: \(run)")
        #expect(run.status == input.status, "\(run)")
        #expect(run.errorLines.count == 1, "one error line: \(run.stderr)")
        #expect(
            run.errorObject?["code"] as? Int == Int(input.status),
            "the JSON error carries the code: \(run.stdout.prefix(400))")
    }
}
