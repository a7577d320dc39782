import NanoPersistence
import NanoRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A UTF-8 text file the command line reads whole before anything runs (a `--script`, an
/// `--api-faults` plan): every way it cannot be read is a usage error (64) of the caller's kind
/// naming the file and the cause, never a crash.
enum TextFile {
    /// The text of the file at `path`, at most `maxBytes` long. `noun` and `kind` word the
    /// error: `cannot read script 'a.nvc': no such file` (`scriptUnreadable`).
    static func load(_ path: String, maxBytes: Int, noun: String, kind: String) throws(AppError) -> String {
        func failure(_ reason: String) -> AppError {
            AppError(.usage, kind: kind, "cannot read \(noun) '\(path)': \(reason)")
        }
        guard let isDirectory = PathText.isDirectory(path) else { throw failure("no such file") }
        guard !isDirectory else { throw failure("it is a directory") }
        // open(2) and read(2), not `Data(contentsOf:)`: Foundation refuses a FIFO there, and a
        // script may come from a pipe (`--script <(generate)`, `/dev/stdin`). At most one byte
        // past the limit is read, so a huge file is refused without being loaded.
        let data: [UInt8]
        do throws(SystemError) {
            data = try readUpTo(maxBytes + 1, from: path)
        } catch {
            throw failure("\(SystemErrorText.describe(errno: error.code)); check the path and its permissions")
        }
        guard data.count <= maxBytes else {
            throw AppError(.usage, kind: kind, "\(noun) '\(path)' is larger than \(maxBytes) bytes")
        }
        // Decoding replaces each invalid sequence with U+FFFD, so invalid input reads back different.
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else { throw failure("it is not UTF-8 text") }
        return text
    }

    /// An `errno` from reading a file.
    private struct SystemError: Error {
        let code: Int32
    }

    /// The first `limit` bytes of the file at `path` (fewer at its end), read as they come, so
    /// that a pipe works too.
    private static func readUpTo(_ limit: Int, from path: String) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
