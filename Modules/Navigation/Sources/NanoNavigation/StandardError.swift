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

    /// ``write(_:)`` to any descriptor (tests give a pipe).
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = unistdWrite(descriptor, start + offset, bytes.count - offset)
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
