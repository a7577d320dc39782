import NanoCore
import NanoPersistence
import NanoRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plugin library opened once, so that the file whose owner, mode and bytes were checked is
/// the very file the dynamic loader maps.
///
/// Opening resolves the path's symbolic links (`realpath`), then walks the real path from `/`
/// one folder at a time with `openat(O_DIRECTORY | O_NOFOLLOW)`, judging each folder from
/// `fstat` of its own descriptor, and opens the library from the last folder's descriptor with
/// `O_RDONLY | O_CLOEXEC | O_NOFOLLOW`. Its ELF headers are read from that descriptor, and on
/// Linux ``load(temporary:)`` has the loader map that descriptor (`/proc/self/fd/N`).
///
/// The guarantee: the bytes `dlopen` maps are the inode that was checked — renaming another
/// file over the path, or swapping a folder for a link, after the checks changes nothing; a
/// folder that the walk finds swapped for a link since `realpath` ends the load
/// (`pluginNotLoadable`). The limits: a checked file can still be *rewritten in place* by
/// whoever may write it, which is what the permission checks rule out (nobody but its owner,
/// who is you or root); the neighbours a library needs (`$ORIGIN`) are judged by owner and
/// mode and reached through the checked folder's descriptor, but opened by name when the
/// loader needs them, and a neighbour that is a link is judged by its target, not the target's
/// folders; the folders above a symbolic link named on the command line are checked by path
/// (a link's own mode means nothing); and on platforms without `/proc` (macOS) the library is
/// loaded by its real path after the checks, so a swap by a writer of its folder (you or root)
/// is not excluded there.
struct PluginFile {
    /// The path as named (absolute), used in errors and `routes`.
    let path: String
    /// `path` with every symbolic link resolved.
    let realPath: String
    /// The library, open read-only.
    let descriptor: Int32
    /// The library's real folder, open for lookups (`O_PATH` on Linux).
    let folder: Int32
    /// Whether owners and modes are judged (false with `--allow-unsafe-plugin-permissions`).
    let checksPermissions: Bool

    /// The descriptor flags a folder is opened with: lookups only, never following a link.
    private static var folderFlags: Int32 {
        #if os(Linux)
            // O_PATH (Glibc's Swift module lacks it; 010000000 on x86-64 and arm64): lookups and
            // fstat without read permission on the folder.
            0o1000_0000 | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        #else
            O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        #endif
    }

    /// Opens the library at `path` (absolute), judging the library and every folder above it
    /// with ``problem(mode:owner:isFolder:user:)`` unless `checkingPermissions` is false.
    /// Throws `notFound`, `isDirectory`, `notALibrary` (not a regular file), `cannotLoad` (the
    /// path changed during the walk, or a folder cannot be searched) or `unsafePermissions`.
    static func open(_ path: String, checkingPermissions: Bool) throws(PluginError) -> PluginFile {
        guard let resolved = realpath(path, nil) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path: path) }
            throw .cannotLoad(
                path: path, reason: "its path cannot be resolved: \(SystemErrorText.describe(errno: code))")
        }
        let realPath = String(cString: resolved)
        free(resolved)
        let user = UInt32(geteuid())
        if checkingPermissions && realPath != path {
            try checkNamedFolders(of: path, user: user)
        }
        var components = realPath.split(separator: "/").map(String.init)
        guard let name = components.popLast() else { throw .isDirectory(path: path) }
        var folder = openDescriptor("/", folderFlags)
        var folderPath = "/"
        guard folder >= 0 else { throw walkFailure(path, folderPath) }
        do throws(PluginError) {
            try judge(folder, item: folderPath, isFolder: true, path: path, user: user, checking: checkingPermissions)
            for component in components {
                let next = openat(folder, component, folderFlags)
                folderPath = folderPath == "/" ? "/" + component : folderPath + "/" + component
                guard next >= 0 else { throw walkFailure(path, folderPath) }
                closeDescriptor(folder)
                folder = next
                try judge(
                    folder, item: folderPath, isFolder: true, path: path, user: user, checking: checkingPermissions)
            }
        } catch {
            closeDescriptor(folder)
            throw error
        }
        let file = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard file >= 0 else {
            let code = errno
            closeDescriptor(folder)
            if code == EISDIR { throw .isDirectory(path: path) }
            throw walkFailure(path, realPath, code: code)
        }
        let opened = PluginFile(
            path: path, realPath: realPath, descriptor: file, folder: folder, checksPermissions: checkingPermissions)
        do throws(PluginError) {
            var status = stat()
            guard fstat(file, &status) == 0 else { throw walkFailure(path, realPath) }
            if status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) { throw .isDirectory(path: path) }
            guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { throw .notALibrary(path: path) }
            try judge(file, item: realPath, isFolder: false, path: path, user: user, checking: checkingPermissions)
        } catch {
            opened.close()
            throw error
        }
        return opened
    }

    /// The library's size and its first `limit` bytes (all of them when it is shorter), read
    /// from its descriptor (nil if it cannot be read).
    func bytes(upTo limit: Int = .max) -> (size: UInt64, bytes: [UInt8])? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), max(limit, 0)))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, off_t(offset))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return (UInt64(status.st_size), bytes)
    }

    /// Maps the opened library with `dlopen(RTLD_NOW | RTLD_LOCAL)`; the handle, or
    /// `cannotLoad` with the loader's reason (or `unsafePermissions` for a dependency).
    ///
    /// On Linux the loader gets `/proc/self/fd/S/NAME` in a fresh private folder S (mode 0700,
    /// used only through its descriptor), where NAME links to `/proc/self/fd/N` — the checked
    /// descriptor — and each other shared library of the real folder links to
    /// `/proc/self/fd/D/ITS-NAME` through the checked folder's descriptor D. The loader's
    /// `$ORIGIN` for the library is then S, so the dependencies a plugin finds next to itself
    /// (`libSessionInterface.so` for a host without SignUp) still resolve, while
    /// `dlopen("/proc/self/fd/N")` alone would make `$ORIGIN` `/proc/self/fd`. A neighbour
    /// whose owner or mode ``problem(mode:owner:isFolder:user:)`` refuses is not offered, and a
    /// library that needs it is refused for it. The links are removed after the call. On
    /// success the descriptors stay open (close-on-exec) for the life of the process, like the
    /// mapping: the loader remembers libraries by those names, which must not come to mean
    /// another file. `temporary` is where S is made (the system's temporary folder).
    func load(
        temporary: String = FileManager.default.temporaryDirectory.path
    ) throws(PluginError) -> UnsafeMutableRawPointer {
        #if os(Linux)
            let staging = try Self.stagingFolder(in: temporary, for: path)
            let stage = openDescriptor(staging, Self.folderFlags)
            var links: [String] = []
            var loaded = false
            defer {
                for link in links { unlinkat(stage, link, 0) }
                rmdir(staging)
                if !loaded && stage >= 0 { closeDescriptor(stage) }
            }
            var status = stat()
            guard stage >= 0, fstat(stage, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o077 == 0
            else {
                throw .cannotLoad(path: path, reason: "its staging folder \(staging) changed before it was loaded")
            }
            let name = PathText.lastComponent(of: realPath)
            guard symlinkat("/proc/self/fd/\(descriptor)", stage, name) == 0 else {
                throw .cannotLoad(
                    path: path, reason: "cannot stage it in \(staging): \(SystemErrorText.describe(errno: errno))")
            }
            links.append(name)
            let realFolder = PathText.deletingLastComponent(of: realPath)
            var refused: [String: PluginError] = [:]
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd/\(folder)")) ?? []
            for sibling in siblings where sibling != name && !sibling.hasPrefix(".") && Self.isLibraryName(sibling) {
                if checksPermissions {
                    var siblingStatus = stat()
                    guard fstatat(folder, sibling, &siblingStatus, 0) == 0 else { continue }
                    do throws(PluginError) {
                        let item = PathText.appending(sibling, to: realFolder)
                        try Self.judge(siblingStatus, item: item, isFolder: false, path: path, user: UInt32(geteuid()))
                    } catch {
                        refused[sibling] = error
                        continue
                    }
                }
                if symlinkat("/proc/self/fd/\(folder)/\(sibling)", stage, sibling) == 0 { links.append(sibling) }
            }
            let staged = "/proc/self/fd/\(stage)/\(name)"
            _ = dlerror()
            guard let handle = dlopen(staged, RTLD_NOW | RTLD_LOCAL) else {
                // With its slash, so that folder 7 never matches inside `/proc/self/fd/71`.
                let real = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
                let reason = Self.loaderError(replacing: ["/proc/self/fd/\(stage)/": real], in: staged)
                if let needed = refused.first(where: { reason.hasPrefix($0.key + ": ") }) { throw needed.value }
                throw .cannotLoad(path: path, reason: reason)
            }
            loaded = true
            return handle
        #else
            _ = dlerror()
            guard let handle = dlopen(realPath, RTLD_NOW | RTLD_LOCAL) else {
                throw .cannotLoad(path: path, reason: Self.loaderError(replacing: [:], in: realPath))
            }
            return handle
        #endif
    }

    /// Closes both descriptors (a library that is not loaded).
    func close() {
        closeDescriptor(descriptor)
        closeDescriptor(folder)
    }
}

/// `open(2)`, out of reach of ``PluginFile``'s own `open`.
private func openDescriptor(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `close(2)`, out of reach of ``PluginFile``'s own `close`.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
