import Foundation
import Testing

@testable import NanoCLI

struct ConsoleTests {
    @Test func theProcessEnvironmentIsReadAsProcessInfoReadsIt() {
        #expect(Console.processEnvironment() == ProcessInfo.processInfo.environment)
        #expect(Console.standard.environment == ProcessInfo.processInfo.environment)
    }
}
