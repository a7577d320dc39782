import Foundation
import NanoCLI
import NanoRuntime
import Testing

struct StateLocationTests {
    @Test func defaultsFollowXDGThenHome() {
        let xdg = StateLocation.resolve(
            stateOption: nil, ephemeral: false, appName: "nvc",
            environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/ada"])
        #expect(xdg == .directory(URL(fileURLWithPath: "/x/state/nvc")))
        let relative = StateLocation.resolve(
            stateOption: nil, ephemeral: false, appName: "nvc",
            environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/ada"])
        #expect(
            relative == .directory(URL(fileURLWithPath: "/home/ada/.local/state/nvc")), "a relative XDG path is ignored"
        )
        #expect(
            StateLocation.resolve(stateOption: "/tmp/s", ephemeral: false, appName: "nvc", environment: [:])
                == .directory(URL(fileURLWithPath: "/tmp/s")))
        #expect(
            StateLocation.resolve(stateOption: nil, ephemeral: true, appName: "nvc", environment: [:]) == .ephemeral)
    }
}

@MainActor
struct StateDirectoryTests {
    let login = "type name Ada\ntap go"

    @Test func theSessionAndTheStackPersistAcrossRuns() async throws {
        let directory = try temporaryDirectory()
        let first = await demo("open", "home/detail", "--state", directory.path, "--script", "-", stdin: login)
        #expect(first.status == .ok, "\(first.stderr)")
        let second = await demo("open", "home", "--state", directory.path, "--json")
        #expect(second.stackTitles == ["Home"], "still signed in: no log-in screen")
        let resumed = await demo("resume", "--state", directory.path, "--json")
        #expect(resumed.stackTitles == ["Home"], "resume reopens the last stack")
        let detail = await demo("open", "home/detail", "--state", directory.path)
        #expect(detail.status == .ok)
        #expect(await demo("resume", "--state", directory.path, "--json").stackTitles == ["Home", "Detail"])
        let saved = try String(contentsOf: directory.appendingPathComponent("navigation.json"), encoding: .utf8)
        #expect(saved.contains("demo://home/detail"))
    }

    @Test func anUnchangedStackIsNotRewritten() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("navigation.json")
        #expect(await demo("open", "login", "--state", directory.path).status == .ok)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: file.path)
        #expect(await demo("open", "login", "--state", directory.path).status == .ok)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 0), "same stack: no write")
        #expect(await demo("open", "home", "--state", directory.path).status == .ok)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("demo://home"), "a new pending link is saved")
    }

    @Test func resumeRestoresAPendingLink() async throws {
        let directory = try temporaryDirectory()
        #expect(await demo("open", "home/about", "--state", directory.path).status == .ok)
        let resumed = await demo("resume", "--state", directory.path, "--json", "--script", "-", stdin: login)
        #expect(resumed.status == .ok, "\(resumed.stderr)")
        #expect(resumed.stackTitles == ["Home"])
        #expect(((resumed.json?["presented"] as? [[[String: Any]]]) ?? []).first?.first?["title"] as? String == "About")
    }

    @Test func resumeWithNothingSavedOpensHome() async throws {
        let run = await demo("resume", "--state", try temporaryDirectory().path, "--json")
        #expect(run.status == .ok)
        #expect(run.stackTitles == ["Log in"], "home is guarded, so the log-in flow shows")
        #expect(run.json?["pending"] as? String == "demo://home")
        #expect(run.stderr == "demo: warning: nothing to resume; opening home\n")
    }

    @Test func ephemeralRunsWriteNothing() async throws {
        let xdg = try temporaryDirectory()
        let run = await demo(
            "open", "home", "--ephemeral", "--script", "-", stdin: login, environment: ["XDG_STATE_HOME": xdg.path])
        #expect(run.status == .ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: xdg.path).isEmpty)
        #expect(await demo("open", "home", "--ephemeral", "--json").stackTitles == ["Log in"])
    }

    @Test func theDefaultDirectoryIsUnderXDGStateHome() async throws {
        let xdg = try temporaryDirectory()
        #expect(await demo("open", "login", environment: ["XDG_STATE_HOME": xdg.path]).status == .ok)
        #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("demo/navigation.json").path))
    }

    @Test(arguments: ["state.json", "navigation.json"])
    func aCorruptFileIsMovedAsideWithAWarning(file: String) async throws {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent(file)
        try Data("{ not json".utf8).write(to: url)
        let run = await demo("open", "login", "--state", directory.path)
        #expect(run.status == .ok)
        #expect(run.stderr.hasPrefix("demo: warning: state file \(url.path) could not be loaded"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let aside = try #require(names.first { $0.hasPrefix(file + ".corrupt-") })
        #expect(
            try Data(contentsOf: directory.appendingPathComponent(aside)) == Data("{ not json".utf8), "never deleted")
    }

    @Test func aSavedStackOfTheWrongShapeIsMovedAside() async throws {
        let directory = try temporaryDirectory()
        try Data(#"{"stack": 42}"#.utf8).write(to: directory.appendingPathComponent("navigation.json"))
        let run = await demo("resume", "--state", directory.path, "--json")
        #expect(run.status == .ok)
        #expect(run.stderr.contains("its saved stack does not decode"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).contains {
                $0.hasPrefix("navigation.json.corrupt-")
            })
    }

    @Test func aStatePathThatIsAFileIsAUsageError() async throws {
        let file = try temporaryDirectory().appendingPathComponent("file")
        try Data().write(to: file)
        let run = await demo("open", "login", "--state", file.path)
        #expect(run.status == .usage)
        #expect(
            run.stderr
                == "demo: error: state path \(file.path) is a file, not a directory: move it away, or keep state "
                + "elsewhere with --state DIR (or none with --ephemeral)\n")
    }
}
