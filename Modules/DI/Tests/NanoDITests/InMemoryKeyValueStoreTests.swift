import Foundation
import Testing

@testable import NanoDI

struct Profile: Codable, Equatable {
    var name: String
    var age: Int
    var tags: [String]
}

@Suite("InMemoryKeyValueStore")
struct InMemoryKeyValueStoreTests {
    @Test func roundTripsCodableValues() throws {
        let store = InMemoryKeyValueStore()
        let profile = Profile(name: "Ada", age: 36, tags: ["math"])
        try store.set(profile, forKey: "profile")
        try store.set(Int64.max, forKey: "big")
        try store.set(true, forKey: "flag")
        #expect(try store.value(Profile.self, forKey: "profile") == profile)
        #expect(try store.value(Int64.self, forKey: "big") == Int64.max)
        #expect(try store.value(Bool.self, forKey: "flag") == true)
        #expect(try store.value(String.self, forKey: "missing") == nil)
        #expect(store.keys == ["big", "flag", "profile"])
    }

    @Test func removeDeletesTheValue() throws {
        let store = InMemoryKeyValueStore()
        try store.set("x", forKey: "a")
        try store.removeValue(forKey: "a")
        try store.removeValue(forKey: "never-set")
        #expect(try store.value(String.self, forKey: "a") == nil)
        #expect(store.keys.isEmpty)
    }

    @Test func wrongTypeIsATypedDecodingError() throws {
        let store = InMemoryKeyValueStore()
        try store.set("not a number", forKey: "count")
        #expect {
            _ = try store.value(Int.self, forKey: "count")
        } throws: { error in
            guard
                case .decodingFailed(key: "count", type: "Swift.Int", reason: _) =
                    error as? KeyValueStoreError
            else { return false }
            return true
        }
    }

    @Test func unencodableValueIsATypedErrorAndLeavesTheStoreUnchanged() throws {
        let store = InMemoryKeyValueStore()
        try store.set(1.5, forKey: "ratio")
        #expect(throws: KeyValueStoreError.self) {
            try store.set(Double.nan, forKey: "ratio")
        }
        #expect(try store.value(Double.self, forKey: "ratio") == 1.5)
    }
}
