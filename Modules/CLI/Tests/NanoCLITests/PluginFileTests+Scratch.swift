import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PluginFileTests {
    /// A fresh folder of the test's own (mode 0755, real path), removed when the test ends.
    final class Scratch {
        let root: String
        /// A word unique to this folder.
        let tag = String(UUID().uuidString.prefix(8))

        init() throws {
            let base = PluginFileTests.realPath(NSTemporaryDirectory())
            root = (base as NSString).appendingPathComponent("nano-plugin-permissions-\(tag)-\(UUID())")
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
            chmod(root, 0o755)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// `name` under the scratch folder.
        func path(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }

        /// A text file with mode `mode` (chmod, so the umask does not interfere).
        func file(_ name: String, mode: mode_t) throws -> String {
            let file = path(name)
            try Data("library \((name as NSString).lastPathComponent)\n".utf8).write(to: URL(fileURLWithPath: file))
            #expect(chmod(file, mode) == 0)
            return file
        }

        /// A folder with mode `mode`.
        func folder(_ name: String, mode: mode_t) throws -> String {
            let folder = path(name)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            #expect(chmod(folder, mode) == 0)
            return folder
        }
    }
}
