import NanoPersistence
import NanoRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Who may have changed a plugin library: the permission rules `PluginFile.open`
// applies to the library and every folder above it.

extension PluginFile {
    /// What makes a file or folder unsafe to load code from, as OpenSSH's StrictModes judges
    /// the files and folders of a key: an owner other than `user` or root (uid 0), or a write
    /// bit for its group or others — except on a folder with the sticky bit owned by root or
    /// `user` (such as `/tmp`, where nobody may rename or delete another's entries). Root gets
    /// no exemption: a root-owned library with mode 0777 is as unsafe for root to load.
    /// Returns nil when the item is safe.
    static func problem(mode: UInt32, owner: UInt32, isFolder: Bool, user: UInt32) -> UnsafePluginItem.Problem? {
        if owner != user && owner != 0 { return .foreignOwner }
        let writers = mode & 0o022
        guard writers != 0 else { return nil }
        if isFolder && mode & 0o1000 != 0 { return nil }  // sticky, and owned by the user or root (above)
        return .writableByOthers
    }

    /// Judges the item open as `descriptor`.
    static func judge(
        _ descriptor: Int32, item: String, isFolder: Bool, path: String, user: UInt32, checking: Bool
    ) throws(PluginError) {
        guard checking else { return }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw walkFailure(path, item) }
        try judge(status, item: item, isFolder: isFolder, path: path, user: user)
    }

    /// Refuses `status` when ``problem(mode:owner:isFolder:user:)`` finds one.
    static func judge(_ status: stat, item: String, isFolder: Bool, path: String, user: UInt32)
        throws(PluginError)
    {
        let mode = UInt32(status.st_mode) & 0o7777
        let owner = UInt32(status.st_uid)
        guard let problem = problem(mode: mode, owner: owner, isFolder: isFolder, user: user) else { return }
        throw .unsafePermissions(
            path: path,
            UnsafePluginItem(path: item, isFolder: isFolder, mode: mode, owner: owner, user: user, problem: problem))
    }

    /// Judges, by path, the folders above a named path that differs from its real path (it
    /// goes through a symbolic link): whoever may write the folder holding a link may point it
    /// elsewhere. Links on the way are skipped (their own mode means nothing).
    static func checkNamedFolders(of path: String, user: UInt32) throws(PluginError) {
        var prefix = ""
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            var status = stat()
            guard lstat(prefix, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) else { continue }
            try judge(status, item: prefix, isFolder: true, path: path, user: user)
        }
        var root = stat()
        if lstat("/", &root) == 0 { try judge(root, item: "/", isFolder: true, path: path, user: user) }
    }

    /// The error for a step of the walk that failed with `code` (errno by default).
    static func walkFailure(_ path: String, _ item: String, code: Int32 = errno) -> PluginError {
        if code == ELOOP || code == ENOTDIR || code == ENOENT {
            return .cannotLoad(path: path, reason: "\(item) changed while the plugin was being checked; try again")
        }
        return .cannotLoad(path: path, reason: "cannot open \(item): \(SystemErrorText.describe(errno: code))")
    }
}
