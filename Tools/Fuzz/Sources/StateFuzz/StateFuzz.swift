// libFuzzer target for the state files' decoders: arbitrary bytes as `state.json` (the
// features' key-value store) and as `navigation.json` (the saved stack). Each must decode or
// throw a typed error — never trap. Built by Tools/fuzz through the NanoPersistence and
// NanoRuntime packages; the store's decoder is not public API: this target reaches it through
// `@_spi(Fuzzing)`.

import Foundation
@_spi(Fuzzing) import NanoPersistence
import NanoRuntime

/// libFuzzer's entry: decodes one input as a state file and reads every entry as typed values.
@c(LLVMFuzzerTestOneInput)
public func stateFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let entries = try? FileKeyValueStore.entries(decoding: bytes, path: "fuzz/state.json") else { return 0 }
    for (key, value) in entries {
        // A saved stack, a session-like object or a flag: every typed read either works or throws.
        _ = try? JSONValueCoding.decode(SavedStack.self, from: value, key: key)
        _ = try? JSONValueCoding.decode(Bool.self, from: value, key: key)
        _ = try? JSONValueCoding.decode([String: String].self, from: value, key: key)
    }
    return 0
}
