import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where the state cannot live, and a saved stack too deep to rebuild (issue 26): each case
/// run as a real process, each a typed error in plain words — the path, what was expected and
/// what to do — with a state exit code (64, 74 or 75), never 70 and never a Foundation error
/// domain; a hostile saved stack is dropped with the documented warning (docs/cli.md, "Limits").
@Suite(.serialized)
struct StateEnvironmentTests {
    /// What every failing run here must look like: `status`, one error line naming `words`,
    /// the JSON error of that code and kind, and no Foundation domain anywhere.
    private func expectPlainFailure(
        _ run: NvcProcess.Result, status: Int32, kind: String, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.exited && run.status == status, "\(run)", sourceLocation: sourceLocation)
        #expect(run.errorLines.count == 1, "\(run)", sourceLocation: sourceLocation)
        for word in words {
            #expect(run.errorLines.first?.contains(word) == true, "\(word): \(run)", sourceLocation: sourceLocation)
        }
        #expect(run.errorObject?["code"] as? Int == Int(status), sourceLocation: sourceLocation)
        #expect(run.errorObject?["kind"] as? String == kind, sourceLocation: sourceLocation)
        #expect(!(run.stdout + run.stderr).contains("NSCocoaErrorDomain"), "\(run)", sourceLocation: sourceLocation)
        #expect(!(run.stdout + run.stderr).contains("NSError"), sourceLocation: sourceLocation)
    }

    // MARK: A saved stack over the limit

    @Test func resumingTwoThousandSavedLinksDropsThemWithTheWarningAndOpensHomeAtOnce() async throws {
        let state = try await signedInState()
        let links = ["nvc://home"] + Array(repeating: "nvc://settings/notifications", count: 2_000)
        let saved = try JSONSerialization.data(withJSONObject: ["stack": ["links": links]])
        try saved.write(to: state.appendingPathComponent("navigation.json"))
        let started = Date()
        let run = try await NvcProcess.run(["resume", "--state", state.path, "--json"], timeout: 60)
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains(
                "nvc: warning: dropped the saved stack: it has 2001 links, more than the limit of 256"), "\(run)")
        #expect(run.stderr.contains("nvc: warning: nothing to resume; opening home"), "\(run)")
        #expect(run.stackTitles == ["Home"], "\(run)")
        // A generous bound that only a regression to quadratic or worse misses (the bench
        // measures the speed: Tools/bench restore).
        #expect(seconds < 20, "took \(seconds) s")
        let after = try String(contentsOf: state.appendingPathComponent("navigation.json"), encoding: .utf8)
        #expect(!after.contains("settings/notifications"), "the hostile stack is replaced by what showed")
    }

    // MARK: Paths that cannot be a state directory (64)

    @Test func aStateHomeThatIsAFileIsAUsageErrorNamingIt() async throws {
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let run = try await NvcProcess.run(
            ["open", "nvc://home", "--json"], environment: ["XDG_STATE_HOME": file.path])
        expectPlainFailure(
            run, status: 64, kind: "statePathInvalid",
            "cannot create the state directory \(file.path)/nvc: \(file.path) is a file, not a directory",
            "XDG_STATE_HOME", "--state DIR")
        let direct = try await NvcProcess.run(["open", "nvc://home", "--state", file.path, "--json"])
        expectPlainFailure(direct, status: 64, kind: "statePathInvalid", "state path \(file.path) is a file")
    }

    @Test func aDanglingSymbolicLinkIsAUsageErrorNamingItsTarget() async throws {
        let folder = try temporaryDirectory()
        let link = folder.appendingPathComponent("state-link")
        let target = folder.appendingPathComponent("moved-away").path
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        let run = try await NvcProcess.run(["open", "nvc://home", "--state", link.path, "--json"])
        expectPlainFailure(
            run, status: 64, kind: "statePathInvalid",
            "\(link.path) is a symbolic link to \(target), which does not exist", "create \(target)")
        #expect(!FileManager.default.fileExists(atPath: target), "nothing created behind the link")
    }

    // MARK: Directories and disks the system refuses (74)

    /// A state directory this run may not enter: as another user when the tests run as root
    /// (root ignores permission bits), else with its permissions removed.
    @Test(.enabled(if: canDropPrivileges || getuid() != 0, "needs a non-root user, or root with setpriv to become one"))
    func aStateDirectoryWithoutPermissionIsSeventyFourNamingIt() async throws {
        let folder = try temporaryDirectory()
        let state = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        chmod(state.path, 0o000)
        defer { chmod(state.path, 0o755) }
        let run = try await runMaybeAsNobody(["open", "nvc://home", "--state", state.path, "--json"])
        expectPlainFailure(
            run, status: 74, kind: "stateDirectoryFailed",
            "cannot use the state directory \(state.path): permission denied",
            "--state DIR")

        let inside = state.appendingPathComponent("nvc")
        let create = try await runMaybeAsNobody(["open", "nvc://home", "--state", inside.path, "--json"])
        expectPlainFailure(
            create, status: 74, kind: "stateDirectoryFailed", "cannot create the state directory \(inside.path)",
            "permission denied")
    }

    @Test(.enabled(if: StateFileTests.canMakeFilesUnwritable, StateFileTests.unwritableReason))
    func anImmutableStateDirectoryIsSeventyFourNamingIt() async throws {
        let state = try temporaryDirectory()
        let restore = try #require(makeUnwritable(state))
        defer { restore() }
        let run = try await NvcProcess.run(["open", "nvc://home", "--state", state.path, "--json"])
        expectPlainFailure(run, status: 74, kind: "stateWriteFailed", state.path, "--state DIR")
    }

    @Test(
        .enabled(if: canMountTmpfs, "needs permission to mount a small tmpfs (root, outside a locked-down container)"))
    func aFullDiskIsSeventyFourAndTheStateStaysReadable() async throws {
        let mount = try temporaryDirectory()
        try #require(run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount.path]))
        defer { _ = run("/bin/umount", [mount.path]) }
        let state = mount.appendingPathComponent("state")
        let first = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp)
        #expect(first.status == 0, "\(first)")
        let saved = try Data(contentsOf: state.appendingPathComponent("state.json"))
        // Fill the disk to its last block.
        let filler = mount.appendingPathComponent("filler")
        try #require(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
        try? handle.close()
        let toggle = try await NvcProcess.run(
            ["open", "settings/notifications", "--state", state.path, "--json", "--script", "-"],
            input: "toggle notifications\n")
        expectPlainFailure(toggle, status: 74, kind: "stateWriteFailed", "the disk is full", "--state DIR")
        #expect(try Data(contentsOf: state.appendingPathComponent("state.json")) == saved, "nothing half-written")
        try FileManager.default.removeItem(at: filler)
        let after = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(after.status == 0, "\(after)")
        #expect(after.stackTitles.first == "Home", "still signed in: \(after)")
    }
}

/// Whether this root run can become the user nobody for one process (`setpriv`).
let canDropPrivileges: Bool =
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    && run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/true"])

/// Whether a tmpfs can be mounted here (probed once with a throwaway mount).
let canMountTmpfs: Bool = {
    guard getuid() == 0, let probe = try? temporaryDirectory() else { return false }
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", probe.path]) else { return false }
    return run("/bin/umount", [probe.path])
}()

/// Runs `nvc arguments` as the user nobody when the tests run as root, else as this user.
func runMaybeAsNobody(_ arguments: [String]) async throws -> NvcProcess.Result {
    guard getuid() == 0 else { return try await NvcProcess.run(arguments) }
    let nvc = try #require(NvcProcess.executable, "the nvc binary was not built next to the tests")
    return try await NvcProcess.run(
        ["--reuid=65534", "--regid=65534", "--clear-groups", nvc.path] + arguments, executable: "/usr/bin/setpriv")
}

/// A fresh state directory where Ada has signed up (the saved stack is Home).
func signedInState() async throws -> URL {
    let state = try temporaryDirectory()
    let run = try await NvcProcess.run(
        ["open", "signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp)
    #expect(run.status == 0, "\(run)")
    return state
}
