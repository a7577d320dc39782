import Foundation
import NanoRuntime
import Testing

@testable import NanoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who may change a plugin library before it is loaded: the owner and mode rules on their own,
/// then on real files and folders this test makes (under the system's temporary folder, which
/// is sticky like /tmp), the symbolic-link rules, `--allow-unsafe-plugin-permissions`, and that
/// the checked descriptor is what gets read and loaded even when the path is swapped after the
/// checks. The tests usually run as root, so each case also holds for root.
@Suite(.serialized)
struct PluginFileTests {
    static let user = UInt32(geteuid())

    @Test func theRulesFollowOpenSSHsStrictModes() {
        func problem(_ mode: UInt32, owner: UInt32 = Self.user, folder: Bool = false, user: UInt32 = Self.user)
            -> UnsafePluginItem.Problem?
        {
            PluginFile.problem(mode: mode, owner: owner, isFolder: folder, user: user)
        }
        #expect(problem(0o644) == nil)
        #expect(problem(0o755) == nil)
        #expect(problem(0o600, owner: 0, user: 1000) == nil, "root's files are trusted")
        #expect(problem(0o777) == .writableByOthers)
        #expect(problem(0o777, owner: 0, user: 0) == .writableByOthers, "no exemption for root")
        #expect(problem(0o664) == .writableByOthers, "group-writable")
        #expect(problem(0o646) == .writableByOthers, "writable by others only")
        #expect(problem(0o1777) == .writableByOthers, "the sticky bit does not make a file safe")
        #expect(problem(0o777, folder: true) == .writableByOthers)
        #expect(problem(0o775, folder: true) == .writableByOthers)
        #expect(problem(0o1777, owner: 0, folder: true, user: 1000) == nil, "/tmp")
        #expect(problem(0o1777, owner: 1000, folder: true, user: 1000) == nil, "a sticky folder of the user's")
        #expect(problem(0o1777, owner: 1001, folder: true, user: 1000) == .foreignOwner)
        #expect(problem(0o755, owner: 1001, folder: true, user: 1000) == .foreignOwner)
        #expect(problem(0o644, owner: 1001, user: 1000) == .foreignOwner)
    }

    @Test func theReasonNamesThePathTheModeAndWhatToDo() {
        let file = UnsafePluginItem(
            path: "/tmp/x.so", isFolder: false, mode: 0o777, owner: 0, user: 0, problem: .writableByOthers)
        let error = PluginError.unsafePermissions(path: "/tmp/x.so", file)
        #expect(
            error.description
                == "plugin /tmp/x.so refused: the library /tmp/x.so has mode 0777: writable by its group and others, "
                + "who could replace the code you would run; run 'chmod go-w /tmp/x.so', or pass "
                + "--allow-unsafe-plugin-permissions to load it anyway")
        #expect(error.kind == "pluginUnsafePermissions")
        #expect(AppError(error).status == .pluginRefused)
        let folder = UnsafePluginItem(
            path: "/srv/p", isFolder: true, mode: 0o757, owner: 0, user: 0, problem: .writableByOthers)
        #expect(
            folder.description.hasPrefix(
                "the folder /srv/p above it has mode 0757: writable by others and has no sticky bit"))
        let foreign = UnsafePluginItem(
            path: "/srv/p", isFolder: true, mode: 0o755, owner: 1001, user: 1000, problem: .foreignOwner)
        #expect(
            foreign.description.hasPrefix(
                "the folder /srv/p above it is owned by uid 1001, neither you (uid 1000) nor root"))
    }

    @Test func aWorldWritableLibraryIsRefused() throws {
        let scratch = try Scratch()
        let library = try scratch.file("libA.so", mode: 0o777)
        #expect(throws: Self.unsafe(library, library, mode: 0o777)) {
            try PluginFile.open(library, checkingPermissions: true)
        }
    }

    @Test func aGroupWritableLibraryIsRefused() throws {
        let scratch = try Scratch()
        let library = try scratch.file("libA.so", mode: 0o664)
        #expect(throws: Self.unsafe(library, library, mode: 0o664)) {
            try PluginFile.open(library, checkingPermissions: true)
        }
    }

    @Test func aLibraryInAWorldWritableFolderWithoutTheStickyBitIsRefused() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder("shared", mode: 0o777)
        let library = try scratch.file("shared/libA.so", mode: 0o644)
        #expect(throws: Self.unsafe(library, folder, isFolder: true, mode: 0o777)) {
            try PluginFile.open(library, checkingPermissions: true)
        }
        // A folder further up counts as much as the library's own.
        _ = try scratch.folder("shared/safe", mode: 0o755)
        let deeper = try scratch.file("shared/safe/libB.so", mode: 0o644)
        #expect(throws: Self.unsafe(deeper, folder, isFolder: true, mode: 0o777)) {
            try PluginFile.open(deeper, checkingPermissions: true)
        }
    }

    @Test func aLibraryOfTheUsersInAStickyFolderLikeTmpIsAccepted() throws {
        let scratch = try Scratch()
        _ = try scratch.folder("sticky", mode: 0o1777)
        let library = try scratch.file("sticky/libA.so", mode: 0o644)
        let file = try PluginFile.open(library, checkingPermissions: true)
        defer { file.close() }
        #expect(file.realPath == library)
        #expect(file.bytes()?.bytes == Array("library libA.so\n".utf8))

        // And straight in the system's temporary folder (/tmp: root's, mode 1777).
        let temporary = Self.realPath(NSTemporaryDirectory())
        let direct = (temporary as NSString).appendingPathComponent("nano-plugin-test-\(UUID()).so")
        try Data("x".utf8).write(to: URL(fileURLWithPath: direct))
        defer { unlink(direct) }
        chmod(direct, 0o644)
        let inTmp = try PluginFile.open(direct, checkingPermissions: true)
        inTmp.close()
    }

    @Test func aLibraryOwnedBySomeoneElseIsRefused() throws {
        // Only root can give a file away; as another user, the rule itself is tested above.
        guard Self.user == 0 else { return }
        let scratch = try Scratch()
        let library = try scratch.file("libA.so", mode: 0o644)
        #expect(chown(library, 4242, 4242) == 0)
        #expect(throws: Self.unsafe(library, library, mode: 0o644, owner: 4242, problem: .foreignOwner)) {
            try PluginFile.open(library, checkingPermissions: true)
        }
    }

    @Test @MainActor func theAllowOptionLoadsAnUnsafeLibraryFromTheSameDescriptor() throws {
        let scratch = try Scratch()
        let library = try scratch.file("libA.so", mode: 0o777)
        let file = try PluginFile.open(library, checkingPermissions: false)
        file.close()

        let (request, remaining) = try PluginRequest.extract(
            from: ["open", "home", PluginRequest.allowUnsafeOption, "--plugin", library], environment: [:],
            variable: "NVC_PLUGINS")
        #expect(request.allowsUnsafePermissions)
        #expect(remaining == ["open", "home"])
        let loader = PluginLoader(frameworkIsShared: true) { _ in }
        // Past the permission checks, the text file is refused for what it is.
        #expect(throws: PluginError.notALibrary(path: library)) { try loader.load(request) }
        var checked = request
        checked.allowsUnsafePermissions = false
        #expect(throws: Self.unsafe(library, library, mode: 0o777)) { try loader.load(checked) }
    }

    @Test func aSymbolicLinkIsFollowedAndJudgedOnBothPaths() throws {
        let scratch = try Scratch()
        _ = try scratch.folder("real", mode: 0o755)
        let library = try scratch.file("real/libA.so", mode: 0o644)

        // A link in a safe folder to a safe library: accepted, the real file opened.
        let link = scratch.path("libLink.so")
        #expect(symlink(library, link) == 0)
        let file = try PluginFile.open(link, checkingPermissions: true)
        #expect(file.path == link)
        #expect(file.realPath == library)
        file.close()

        // A link to a world-writable library: the real file is refused by its real path.
        let unsafeLibrary = try scratch.file("real/libB.so", mode: 0o666)
        let unsafeLink = scratch.path("libUnsafe.so")
        #expect(symlink(unsafeLibrary, unsafeLink) == 0)
        #expect(throws: Self.unsafe(unsafeLink, unsafeLibrary, mode: 0o666)) {
            try PluginFile.open(unsafeLink, checkingPermissions: true)
        }

        // A link in a folder others may write: they could point it elsewhere.
        let shared = try scratch.folder("shared", mode: 0o777)
        let sharedLink = scratch.path("shared/libA.so")
        #expect(symlink(library, sharedLink) == 0)
        #expect(throws: Self.unsafe(sharedLink, shared, isFolder: true, mode: 0o777)) {
            try PluginFile.open(sharedLink, checkingPermissions: true)
        }

        // A link through a linked folder (SwiftPM's .build/debug) is judged on the real folders.
        let folderLink = scratch.path("debug")
        #expect(symlink(scratch.path("real"), folderLink) == 0)
        let viaFolder = try PluginFile.open(scratch.path("debug/libA.so"), checkingPermissions: true)
        #expect(viaFolder.realPath == library)
        viaFolder.close()
    }

    @Test func otherThingsThanAFileAreNamedForWhatTheyAre() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder("plugins", mode: 0o755)
        #expect(throws: PluginError.isDirectory(path: folder)) {
            try PluginFile.open(folder, checkingPermissions: true)
        }
        let missing = scratch.path("missing.so")
        #expect(throws: PluginError.notFound(path: missing)) { try PluginFile.open(missing, checkingPermissions: true) }
        let dangling = scratch.path("dangling.so")
        #expect(symlink(missing, dangling) == 0)
        #expect(throws: PluginError.notFound(path: dangling)) {
            try PluginFile.open(dangling, checkingPermissions: true)
        }
        let fifo = scratch.path("fifo.so")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: PluginError.notALibrary(path: fifo)) { try PluginFile.open(fifo, checkingPermissions: true) }
    }

    /// The refusal of `path` for `item`.
    static func unsafe(
        _ path: String, _ item: String, isFolder: Bool = false, mode: UInt32, owner: UInt32 = user,
        problem: UnsafePluginItem.Problem = .writableByOthers
    ) -> PluginError {
        .unsafePermissions(
            path: path,
            UnsafePluginItem(path: item, isFolder: isFolder, mode: mode, owner: owner, user: user, problem: problem))
    }

    /// `path` with its links resolved.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
