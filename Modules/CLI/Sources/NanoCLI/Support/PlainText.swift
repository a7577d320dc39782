#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Path arithmetic on plain strings, as `NSString`'s path methods did it for the plugin loader
/// and the route table, written here because those methods link all of
/// swift-corelibs-foundation into a Linux app. Paths are `/`-separated; a run of slashes
/// counts as one, and a trailing slash is ignored (but `/` itself is the root).
enum PathText {
    /// `directory` and `name` joined by one slash (`NSString.appendingPathComponent(_:)`):
    /// `/a` + `b` and `/a/` + `b` are `/a/b`; `name` alone when `directory` is empty.
    static func appending(_ name: String, to directory: String) -> String {
        let base = withoutTrailingSlashes(directory)
        let tail = name.drop { $0 == "/" }
        if base.isEmpty { return directory.hasPrefix("/") ? "/" + tail : String(tail) }
        if tail.isEmpty { return base }
        return base + "/" + tail
    }

    /// The last component (`NSString.lastPathComponent`): `/a/b/` → `b`, `/` → `/`, `b` → `b`.
    static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed.isEmpty { return path.hasPrefix("/") ? "/" : "" }
        return String(trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// The path without its last component (`NSString.deletingLastPathComponent`): `/a/b` →
    /// `/a`, `/a` → `/`, `b` → the empty string, `/` → `/`.
    static func deletingLastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return path.hasPrefix("/") ? "/" : "" }
        let parent = withoutTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// Whether `path` (symbolic links followed) is a directory; `nil` when nothing is there.
    /// What `FileManager.fileExists(atPath:isDirectory:)` answered, whose flag is `ObjCBool` on
    /// Apple platforms and `Bool` in FoundationEssentials.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.last == "/" { path.removeLast() }
        return String(path)
    }
}

extension String {
    /// The text padded with spaces, or cut, to `length` UTF-16 code units: what
    /// `padding(toLength: length, withPad: " ", startingAt: 0)` returned (`NSString` counts
    /// UTF-16), for aligned columns.
    func padded(toLength length: Int) -> String {
        let count = utf16.count
        if count >= length {
            return count == length ? self : String(decoding: Array(utf16.prefix(length)), as: UTF16.self)
        }
        return self + String(repeating: " ", count: length - count)
    }
}
