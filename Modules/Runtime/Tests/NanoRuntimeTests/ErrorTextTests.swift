import NanoContract
import Testing

@testable import NanoRuntime

/// What a user reads when something fails: each error's exit code, kind and one-line message,
/// the `--help` table of exit codes, and terminal escaping of text from outside.
@Suite struct ErrorTextTests {
    @Test func aLinkFailureBecomesItsExitCode() {
        let disabled = AppError(OpenLinkError.featureDisabled(feature: "f", link: "l"))
        #expect(disabled.status == .featureDisabled)
        #expect(disabled.message == "feature 'f' is disabled, so 'l' cannot be opened")
        let failed = AppError(OpenLinkError.routeFailed(feature: "f", link: "l", error: .showedNothing))
        #expect(failed.status == .internalError)
        #expect(failed.kind == "routeFailed")
        #expect(AppError(OpenLinkError.appGone).status == .internalError)
        #expect(AppError(OpenLinkError.appGone).kind == "internalError")
    }

    @Test func anErrorAtAScriptLineNamesTheFileAndLine() {
        let error = AppError(.failed, "expected x").at("walk.nano", line: 12)
        #expect(error.description == "walk.nano:12: expected x")
        #expect(AppError(.failed, "expected x").description == "expected x")
    }

    @Test func controlAndBidiCharactersAreShownNotObeyed() {
        #expect(AppError(.failed, "a\u{1B}[2Jb\u{202E}c").message == "a\\u{1B}[2Jb\\u{202E}c")
        #expect("one\ntwo\tthree".escapedForTerminal == "one two three")
    }

    @Test func theExitCodeTableListsEveryCodeWrappedUnderItsNumber() {
        let lines = AppStatus.table.split(separator: "\n").map(String.init)
        for status in AppStatus.allCases {
            #expect(lines.contains { $0.hasPrefix("  \(status.rawValue) ") }, "code \(status.rawValue) is listed")
        }
        #expect(lines.allSatisfy { $0.count <= 6 + 72 })
        #expect(lines.contains { $0.hasPrefix("      ") }, "a long description continues under its text")
        #expect(AppStatus.wrap("aa bb cc", width: 5) == ["aa bb", "cc"])
        #expect(AppStatus.wrap("", width: 5) == [""])
    }

    @Test func everyPluginErrorIsExitCode78WithAKindAndTheFileItNames() {
        let errors: [PluginError] = [
            .staticApp(path: "/p.so"), .notFound(path: "/p.so"), .isDirectory(path: "/p.so"),
            .notALibrary(path: "/p.so"), .cannotLoad(path: "/p.so", reason: "r"), .noEntry(path: "/p.so"),
            .notAPlugin(path: "/p.so", reason: "r"), .incompatible(path: "/p.so", plugin: .framework, app: .framework),
            .separateFramework(path: "/p.so"), .duplicateFeature(id: "f", first: "/p.so", second: "/q.so"),
            .tooMany(count: 300, limit: 256),
        ]
        for error in errors {
            let app = AppError(error)
            #expect(app.status == .pluginRefused)
            #expect(app.kind.hasPrefix("plugin"))
            #expect(error.description.contains("/p.so") || error.description.contains("300"), "\(error)")
        }
        #expect(PluginError.noEntry(path: "/p.so").description.contains(PluginExport.entrySymbol))
        #expect(PluginError.tooMany(count: 300, limit: 256).description.hasPrefix("300 plugin libraries given"))
    }

    @Test func anUnsafePluginPathSaysWhoCouldChangeItAndHowToFixIt() {
        let foreign = UnsafePluginItem(
            path: "/p.so", isFolder: false, mode: 0o644, owner: 1001, user: 1000, problem: .foreignOwner)
        #expect(
            foreign.description.hasPrefix("the library /p.so is owned by uid 1001, neither you (uid 1000) nor root"))
        let open = UnsafePluginItem(
            path: "/plugins", isFolder: true, mode: 0o777, owner: 0, user: 1000, problem: .writableByOthers)
        #expect(
            open.description.hasPrefix(
                "the folder /plugins above it has mode 0777: writable by its group and others and has no sticky bit"))
        #expect(open.description.contains("chmod go-w /plugins"))
        let refused = PluginError.unsafePermissions(path: "/plugins/p.so", open)
        #expect(AppError(refused).kind == "pluginUnsafePermissions")
        #expect(refused.description == "plugin /plugins/p.so refused: \(open)")
    }
}
