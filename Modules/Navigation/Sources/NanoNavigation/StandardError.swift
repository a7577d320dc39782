#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// The process's standard error, for the reports made before or beside any console: the leak
/// detector's survivors, an app's or a plugin entry's warning about a bad setting.
///
/// Written with `write(2)` on descriptor 2, not Foundation's `FileHandle.standardError`, whose
/// use on Linux links all of swift-corelibs-foundation into an app.
public enum StandardError {
    /// Writes `text` as UTF-8, all of it (continuing after a partial write or a signal); a
    /// failure is ignored, as there is nowhere left to report it.
    public static func write(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// ``write(_:)`` to any descriptor: the one loop around `write(2)` of the framework
    /// (NanoCLI's console writes standard output with it; tests give a pipe). It goes on after
    /// a partial write or `EINTR` and gives up when `write(2)` returns 0 (nothing more will
    /// go) or fails otherwise (the stream is closed or broken; `SIGPIPE`, if not ignored, ends
    /// the process first).
    public static func write(_ text: String, to descriptor: Int32) {
        write(text, to: descriptor, with: unistdWrite)
    }

    /// ``write(_:to:)`` through `systemWrite` in place of `write(2)` (tests give one that
    /// writes a little at a time, is interrupted or returns 0).
    static func write(
        _ text: String, to descriptor: Int32, with systemWrite: (Int32, UnsafeRawPointer, Int) -> Int
    ) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, start + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// `write(2)`, named apart from ``StandardError/write(_:)``.
private func unistdWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
