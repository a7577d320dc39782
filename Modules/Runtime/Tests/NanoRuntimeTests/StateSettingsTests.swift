import Foundation
import NanoRuntime
import Testing

/// Where the state lives and how the environment tunes it (docs/cli.md): `--ephemeral` wins,
/// then `--state`, then `$XDG_STATE_HOME`, then `~/.local/state`; a bad variable is a usage
/// error (64) that names it, never a silent default.
@Suite struct StateSettingsTests {
    @Test func theEnvironmentSetsTimeoutsAndTheJournal() throws {
        let settings = try StateSettings(environment: [
            "NANO_STATE_LOCK_TIMEOUT_MS": "250", "NANO_STATE_COMMIT_INTERVAL_MS": "0",
            "NANO_STATE_JOURNAL": "/tmp/journal.log",
        ])
        #expect(settings.lockTimeout == .milliseconds(250))
        #expect(settings.commitInterval == .zero)
        #expect(settings.journal?.path == "/tmp/journal.log")
        #expect(try StateSettings(environment: ["NANO_STATE_LOCK_TIMEOUT_MS": ""]) == StateSettings())
    }

    @Test(arguments: ["-1", "1.5", "600001", "9999999", "ten", "１２"])
    func aTimeoutThatIsNotWholeMillisecondsInRangeIsAUsageError(_ text: String) {
        let error = #expect(throws: AppError.self) {
            try StateSettings(environment: ["NANO_STATE_COMMIT_INTERVAL_MS": text])
        }
        #expect(error?.status == .usage)
        #expect(
            error?.message
                == "NANO_STATE_COMMIT_INTERVAL_MS must be a whole number of milliseconds from 0 to 600000, got '\(text)'"
        )
    }

    @Test func aRelativeJournalPathIsAUsageError() {
        let error = #expect(throws: AppError.self) { try StateSettings(environment: ["NANO_STATE_JOURNAL": "j.log"]) }
        #expect(error?.status == .usage)
        #expect(error?.message == "NANO_STATE_JOURNAL must be an absolute path, got 'j.log'")
    }

    @Test func ephemeralWinsThenTheStateOptionThenTheDefault() {
        let environment = ["XDG_STATE_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(
            StateLocation.resolve(stateOption: "/s", ephemeral: true, appName: "demo", environment: environment)
                == .ephemeral)
        #expect(
            StateLocation.resolve(stateOption: "/s/a/../b", ephemeral: false, appName: "demo", environment: environment)
                == .directory(URL(fileURLWithPath: "/s/b")))
        #expect(
            StateLocation.resolve(stateOption: nil, ephemeral: false, appName: "demo", environment: environment)
                == .directory(URL(fileURLWithPath: "/xdg").appendingPathComponent("demo")))
    }

    @Test func theDefaultFolderIsUnderXDGStateHomeOrTheHomeFolder() {
        #expect(
            StateLocation.defaultDirectory(appName: "demo", environment: ["XDG_STATE_HOME": "/xdg"]).path
                == "/xdg/demo")
        // A relative XDG_STATE_HOME is ignored, as the XDG spec says.
        #expect(
            StateLocation.defaultDirectory(
                appName: "demo", environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/ada"]
            )
            .path == "/home/ada/.local/state/demo")
        #expect(
            StateLocation.defaultDirectory(appName: "demo", environment: ["HOME": "relative"]).path.hasSuffix(
                "/.local/state/demo"))
    }
}
