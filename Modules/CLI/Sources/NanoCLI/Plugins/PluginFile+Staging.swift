import NanoCore
import NanoPersistence
import NanoRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names ``PluginFile/load(temporary:)`` works with: which neighbours a plugin may
/// depend on, the private folder the loader is given, and the loader's error in real names.
extension PluginFile {
    /// Whether a folder entry is a shared library a plugin may depend on (`libX.so`,
    /// `libX.so.1`).
    static func isLibraryName(_ name: String) -> Bool {
        name.hasSuffix(".so") || name.contains(".so.")
    }

    /// Makes a private folder (mode 0700) in `temporary` for the loader's names.
    static func stagingFolder(in temporary: String, for path: String) throws(PluginError) -> String {
        var template = Array(PathText.appending("nano-plugin-load-XXXXXX", to: temporary).utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else {
            let reason = SystemErrorText.describe(errno: errno)
            throw .cannotLoad(path: path, reason: "cannot make a folder in \(temporary) to load it from: \(reason)")
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The loader's last error, without the staged path in front and with staged folders
    /// named as the real ones.
    static func loaderError(replacing names: [String: String], in staged: String) -> String {
        guard let message = dlerror() else { return "the dynamic loader gave no reason" }
        var text = String(cString: message)
        if text.hasPrefix(staged + ": ") { text = String(text.dropFirst(staged.count + 2)) }
        for (staged, real) in names { text = text.replacingLiterally(staged, with: real) }
        return text
    }
}
