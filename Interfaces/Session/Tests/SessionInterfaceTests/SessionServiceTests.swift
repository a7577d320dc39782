import Foundation
import NanoContract
import SessionInterface
import Testing

@MainActor
@Suite("InMemorySessionService")
struct SessionServiceTests {
    let ada = Session(name: "Ada", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

    @Test("saving signs in, clearing signs out")
    func saveAndClear() throws {
        let service = InMemorySessionService()
        #expect(!service.isSignedIn)
        try service.save(ada)
        #expect(service.current == ada)
        #expect(service.isSignedIn)
        try service.clear()
        #expect(service.current == nil)
    }

    @Test("a failing service changes nothing and says why")
    func failure() throws {
        let service = InMemorySessionService(ada)
        service.failure = SessionError("disk full")
        #expect(throws: SessionError("disk full")) { try service.clear() }
        #expect(throws: SessionError("disk full")) {
            try service.save(Session(name: "Grace", email: "grace@example.com", signedInAt: .now))
        }
        #expect(service.current == ada)
    }

    @Test("the signed-in guard is named signedIn everywhere")
    func guardName() {
        #expect(GuardID.signedIn.rawValue == "signedIn")
    }
}

/// The routes the features share are the paths the demo app's links use.
@Suite("Shared routes")
struct SharedRouteTests {
    @Test("home, signup and settings are the links their features register")
    func sharedRoutes() {
        #expect(Route.home.link == "home")
        #expect(Route.signUp.link == "signup")
        #expect(Route.settings.link == "settings")
    }
}
