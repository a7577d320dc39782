import Foundation
import NanoDI
import Testing

@testable import NanoPersistence

/// The size limit of a store file (``FileKeyValueStore/maxFileSize``): refused before it is
/// read, moved aside by a store that recovers, and never written.
@Suite("Store file size limit")
struct StoreFileLimitTests {
    @Test func aFileOverTheLimitIsRefusedBeforeItIsReadAndOneAtItIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("state.json")
        try Data(repeating: UInt8(ascii: " "), count: 100).write(to: file)
        #expect(throws: KeyValueStoreError.fileTooLarge(path: file.path, size: 100, limit: 99)) {
            try StoreFile.read(file.path, limit: 99)
        }
        #expect(try StoreFile.read(file.path, limit: 100)?.data.count == 100)
    }

    @Test func aStrictStoreReportsTheSizeAndARecoveringOneMovesTheFileAside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("state.json")
        let size = FileKeyValueStore.maxFileSize + 1
        try Data(repeating: UInt8(ascii: " "), count: size).write(to: file)
        let error = #expect(throws: KeyValueStoreError.self) { try FileKeyValueStore(fileURL: file) }
        #expect(error == .fileTooLarge(path: file.path, size: Int64(size), limit: FileKeyValueStore.maxFileSize))
        #expect(
            error?.description.contains("is 1,048,577 bytes, over the limit of 1 MiB") == true,
            "\(String(describing: error))")
        let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: file)
        #expect(store.keys.isEmpty)
        #expect(warning?.contains("over the limit of 1 MiB for a state file") == true)
        #expect(try directory.contents().contains { $0.hasPrefix("state.json.corrupt-") })
    }

    @Test func sizesReadAsPeopleWriteThem() {
        #expect(KeyValueStoreError.formatBytes(812) == "812 bytes")
        #expect(KeyValueStoreError.formatBytes(8 * 1024) == "8 KiB")
        #expect(KeyValueStoreError.formatBytes(1 << 20) == "1 MiB")
        #expect(KeyValueStoreError.formatBytes(5 << 19) == "2560 KiB")
        #expect(KeyValueStoreError.formatBytes(1_048_577) == "1,048,577 bytes")
        #expect(KeyValueStoreError.formatBytes(1) == "1 byte")
    }
}
