import Testing

@testable import NanoDI

@Suite("KeyValueStoreError")
struct KeyValueStoreErrorTests {
    /// Every case is a diagnostic (docs/architecture.md "Errors"): a lowercase fragment without
    /// a period that names the file or key, so a feature's toast or a host's state error can
    /// quote it after a colon.
    @Test func everyCaseDescribesItselfAsALowercaseFragment() {
        let cases: [(KeyValueStoreError, String)] = [
            (
                .corruptFile(path: "/s/state.json", reason: "it is not valid JSON (3 bytes)"),
                "key-value store file /s/state.json is corrupt: it is not valid JSON (3 bytes)"
            ),
            (
                .readFailed(path: "/s/state.json", reason: "permission denied"),
                "could not read key-value store file /s/state.json: permission denied"
            ),
            (
                .writeFailed(path: "/s/state.json", reason: "the disk is full"),
                "could not write key-value store file /s/state.json: the disk is full"
            ),
            (
                .encodingFailed(key: "ratio", reason: "nan"),
                "could not encode the value for key 'ratio': nan"
            ),
            (
                .decodingFailed(key: "count", type: "Swift.Int", reason: "a string"),
                "the value stored for key 'count' is not a valid Swift.Int: a string"
            ),
            (
                .fileTooLarge(path: "/s/state.json", size: 1_048_577, limit: 1 << 20),
                "key-value store file /s/state.json is 1,048,577 bytes, over the limit of 1 MiB for a store file"
            ),
            (
                .lockTimedOut(path: "/s", seconds: 10),
                "another process has held the lock on /s for more than 10 s; nothing was written"
            ),
        ]
        for (error, text) in cases {
            #expect(error.description == text)
            #expect("\(error)" == text, "interpolation prints the description")
        }
    }
}
