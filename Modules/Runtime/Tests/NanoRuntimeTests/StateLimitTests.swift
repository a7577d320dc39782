import Foundation
import NanoPersistence
import NanoRuntime
import NanoTesting
import Testing

/// The limits the state directory enforces where it is read (docs/cli.md, "Limits"): the depth
/// of a saved stack and the size of a state file, and how each path that cannot hold the state
/// is reported (a typed ``StateError``, never exit 70 or a Foundation error code).
@MainActor
@Suite struct StateLimitTests {
    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("runtime-limits-\(UUID().uuidString)")
    }

    /// A signed-in runtime over `state` whose saved stack is home and `details` detail links.
    func resumed(details: Int, settings: StateSettings = StateSettings()) async throws -> (AppRuntime, WarningLog) {
        let directory = folder()
        let state = try StateDirectory(location: .directory(directory), settings: settings)
        try state.save(
            SavedStack(
                links: ["demo://home"] + Array(repeating: "demo://home/detail", count: details), pending: nil))
        let warnings = WarningLog()
        let runtime = try sampleRuntime(state: state, warnings: warnings)
        try await runtime.open("login")
        try await runtime.perform(.type("Ada"), on: "name")
        try await runtime.tap("go")
        try await runtime.resume()
        try? FileManager.default.removeItem(at: directory)
        return (runtime, warnings)
    }

    @Test func aSavedStackAtTheLimitIsRestoredWhole() async throws {
        let (runtime, warnings) = try await resumed(details: SavedStack.maxLinks - 1)
        #expect(runtime.app.entryLinks.count == SavedStack.maxLinks)
        #expect(!warnings.lines.contains { $0.contains("dropped") }, "\(warnings.lines)")
    }

    @Test func aSavedStackOverTheLimitIsDroppedWithAWarningAndHomeOpens() async throws {
        let (runtime, warnings) = try await resumed(details: 2_000)
        #expect(
            warnings.lines.contains {
                $0.hasPrefix("dropped the saved stack: it has 2001 links, more than the limit of 256")
            }, "\(warnings.lines)")
        #expect(warnings.lines.contains("nothing to resume; opening home"))
        #expect(runtime.app.entryLinks == ["demo://home"])
    }

    @Test func theLimitCanBeRaisedForABenchmarkButNotToNonsense() async throws {
        let raised = try StateSettings(environment: ["NANO_STATE_MAX_SAVED_LINKS": "5000"])
        #expect(raised.maxSavedLinks == 5_000)
        let (runtime, warnings) = try await resumed(details: 2_000, settings: raised)
        #expect(runtime.app.entryLinks.count == 2_001)
        #expect(!warnings.lines.contains { $0.contains("dropped") })
        for bad in ["0", "-1", "abc", "1000001", "99999999"] {
            let error = #expect(throws: AppError.self) {
                try StateSettings(environment: ["NANO_STATE_MAX_SAVED_LINKS": bad])
            }
            #expect(error?.status == .usage)
            #expect(error?.message.contains("NANO_STATE_MAX_SAVED_LINKS") == true)
        }
    }

    @Test func aStateFileOverTheSizeLimitIsMovedAsideUnreadWithAWarning() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let big =
            Data(#"{"padding":""#.utf8) + Data(repeating: UInt8(ascii: "x"), count: FileKeyValueStore.maxFileSize)
            + Data(#""}"#.utf8)
        try big.write(to: directory.appendingPathComponent(StateDirectory.storeFileName))
        let state = try StateDirectory(location: .directory(directory))
        let warnings = state.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("over the limit of 1 MiB for a state file") == true, "\(warnings)")
        #expect(try state.store.value(String.self, forKey: "padding") == nil, "started fresh")
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasPrefix("state.json.corrupt-")
        }
        #expect(aside.count == 1, "kept, never deleted")
        #expect(try Data(contentsOf: directory.appendingPathComponent(aside[0])) == big)
    }

    @Test func aWriteThatWouldMakeAStateFileTooLargeFailsWithSeventyFourAndWritesNothing() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = try StateDirectory(location: .directory(directory))
        try state.store.set("small", forKey: "note")
        try state.flush()
        let file = directory.appendingPathComponent(StateDirectory.storeFileName)
        let before = try Data(contentsOf: file)
        try state.store.set(String(repeating: "x", count: FileKeyValueStore.maxFileSize), forKey: "note")
        let error = #expect(throws: AppError.self) { try state.flush() }
        #expect(error?.status == .stateNotSaved)
        #expect(error?.kind == "stateWriteFailed")
        #expect(
            error?.message.contains("over the limit of 1 MiB for a state file") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aStatePathThatCannotBeADirectoryIsAUsageErrorNamingIt() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let dangling = directory.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(
            atPath: dangling.path, withDestinationPath: directory.appendingPathComponent("gone").path)
        let cases: [(URL, String)] = [
            (file, "state path \(file.path) is a file, not a directory"),
            (file.appendingPathComponent("nvc"), "\(file.path) is a file, not a directory"),
            (dangling, "\(dangling.path) is a symbolic link to \(directory.path)/gone, which does not exist"),
            (dangling.appendingPathComponent("nvc"), "is a symbolic link to \(directory.path)/gone"),
        ]
        for (path, words) in cases {
            let error = #expect(throws: AppError.self) { try StateDirectory(location: .directory(path)) }
            #expect(error?.status == .usage, "\(path.path)")
            #expect(error?.kind == "statePathInvalid")
            #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
            #expect(error?.message.contains("--state DIR") == true, "says what to do")
        }
    }

    @Test func aStateDirectoryCreatedDeepIsMadeFolderByFolder() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep = directory.appendingPathComponent("a/b/c")
        let state = try StateDirectory(location: .directory(deep))
        try state.save(SavedStack(links: ["demo://home"], pending: nil))
        #expect(FileManager.default.fileExists(atPath: deep.appendingPathComponent("navigation.json").path))
    }

    @Test func morePluginsThanTheLimitAreRefusedBeforeTheyCompose() throws {
        let feature = try #require(samplePlugins().first)
        func compose(_ count: Int) -> AppError? {
            let loaded = (0..<count).map { LoadedPlugin(plugin: feature, path: "/p/\($0).so", version: "1") }
            return #expect(throws: AppError.self) {
                try AppRuntime(
                    configuration: AppConfiguration(
                        name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() }),
                    state: StateDirectory(location: .ephemeral), plugins: loaded, warn: { _ in })
            }
        }
        let over = compose(AppRuntime.maxPlugins + 1)
        #expect(over?.status == .pluginRefused)
        #expect(over?.kind == "pluginTooMany")
        #expect(over?.message.contains("65 plugin libraries given, more than the limit of 64") == true)
        #expect(
            compose(AppRuntime.maxPlugins)?.kind == "pluginDuplicateFeature",
            "at the limit they get as far as composing")
    }

    @Test func storeFailuresBecomeSeventyFourOrSeventyFiveNeverSeventy() {
        let unreadable = AppError(
            StateError.unreadable(.readFailed(path: "/s/state.json", reason: "permission denied")))
        #expect(unreadable.status == .stateNotSaved)
        #expect(unreadable.kind == "stateReadFailed")
        #expect(
            unreadable.message
                == "cannot read the state: /s/state.json cannot be read: permission denied; fix that, "
                + "or keep state elsewhere with --state DIR (or none with --ephemeral)")
        let tooLarge = StateError.unreadable(.fileTooLarge(path: "/s/state.json", size: 2 << 20, limit: 1 << 20))
        #expect(
            tooLarge.description
                == "cannot read the state: key-value store file /s/state.json is 2 MiB, over the limit of 1 MiB for "
                + "a store file; fix that, or keep state elsewhere with --state DIR (or none with --ephemeral)")
        let unencodable = StateError.notSaved(what: "the stack", .encodingFailed(key: "stack", reason: "nan"))
        #expect(
            unencodable.description == "state not saved (the stack): could not encode the value for key 'stack': nan")
        let locked = AppError(StateError.unreadable(.lockTimedOut(path: "/s/.lock", seconds: 10)))
        #expect(locked.status == .stateLocked)
        let lockedWrite = AppError(
            StateError.notSaved(what: "the stack", .lockTimedOut(path: "/s/.lock", seconds: 0.5)))
        #expect(lockedWrite.status == .stateLocked && lockedWrite.kind == "stateLocked")
        #expect(lockedWrite.message.contains("held the lock on /s/.lock for more than 0.5 s"))
        let unwritten = AppError(
            StateError.notSaved(what: "the stack", .writeFailed(path: "/s/n.json", reason: "the disk is full")))
        #expect(unwritten.status == .stateNotSaved && unwritten.kind == "stateWriteFailed")
        #expect(
            unwritten.message
                == "state not saved: cannot write /s/n.json (the stack): the disk is full; fix that and run again, or keep state elsewhere with --state DIR"
        )
        let cannotCreate = AppError(
            StateError.cannotCreate(path: "/s/nvc", failedAt: "/s", reason: "the file system is read-only"))
        #expect(cannotCreate.status == .stateNotSaved)
        #expect(
            cannotCreate.message
                == "cannot create the state directory /s/nvc (creating /s): the file system is read-only; fix that, "
                + "or keep state elsewhere with --state DIR (or none with --ephemeral)")
    }
}
