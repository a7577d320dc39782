import Foundation
import NanoRuntime
import Testing

@MainActor
@Suite struct ScriptRecordingTests {
    @Test func stepsBecomeScriptLinesAndTheLastScreenIsExpected() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("demo://extra")
        let recording = ScriptRecording(start: "demo://extra", origin: "a test")
        // A browser sends one `type` per keystroke: a run of them into one field is one line.
        for text in ["A", "Ad", "Ada"] {
            try await runtime.perform(.type(text), on: "name")
            recording.record(.type(id: "name", text: text))
        }
        recording.record(.type(id: "name", text: "  Ada  "))
        recording.record(.toggle(id: "flag"))
        recording.record(.type(id: "name", text: "Ada"))
        recording.record(.select(id: "items", row: 1))
        recording.record(.open(link: "demo://has space#x"))
        let lines = recording.script(ending: runtime.app).split(separator: "\n").map(String.init)
        #expect(lines.first == "# Recorded by a test; replay: open LINK --script FILE (the same state: --ephemeral)")
        #expect(
            Array(lines.dropFirst().prefix(6)) == [
                "open demo://extra", #"type name "  Ada  ""#, "toggle flag", "type name Ada", "select items 1",
                #"open "demo://has space#x""#,
            ])
        #expect(lines.contains("# the screen: Detail"))
        #expect(lines.contains("expect name visible true"))
        #expect(lines.contains("expect name text Ada"), "the field's state as the app holds it")
    }

    @Test func aRecordingThatCannotBeWrittenIs74AndLeavesNoFile() async throws {
        let runtime = try sampleRuntime()
        try await runtime.open("demo://extra")
        let recording = ScriptRecording(start: "demo://extra", origin: "a test")
        let path = "/nonexistent-\(UUID())/session.nvc"
        #expect(throws: AppError.self) { try recording.write(to: path, ending: runtime.app) }
        do {
            try recording.write(to: path, ending: runtime.app)
        } catch {
            #expect(error.status == .stateNotSaved && error.kind == "recordNotSaved")
            #expect(error.message == "cannot write the recording \(path): it does not exist")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
