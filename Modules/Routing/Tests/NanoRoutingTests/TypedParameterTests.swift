import Foundation
import NanoRouting
import Testing

@Suite("Typed parameters")
struct TypedParameterTests {
    @Test func typedAccessors() throws {
        let router = try makeAppRouter()
        let user = try router.match(path: ["users", "42", "posts", "-7"])
        #expect(user.parameters.int("id") == 42)
        #expect(user.parameters.int("post") == -7)
        #expect(user.parameters.string("id") == "42")
        #expect(user.parameters["post"] == "-7")
        #expect(user.parameters.names == ["id", "post"])
        #expect(user.parameters.int("missing") == nil)
        #expect(user.parameters.remainder == nil)

        let uuid = try router.match(path: ["users", "6f9619ff-8b86-d011-b42d-00c04fc964ff"])
        #expect(uuid.parameters.uuid("id") == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(uuid.parameters.int("id") == nil)

        let price = try router.match(path: ["price", "1e3"])
        #expect(price.parameters.value(Double.self, "amount") == 1000)
        #expect(price.parameters.value(Int.self, "amount") == nil)

        let files = try router.match(path: ["files", "docs", "read me.txt"])
        #expect(files.parameters.catchAll("path") == ["docs", "read me.txt"])
        #expect(files.parameters.remainder == ["docs", "read me.txt"])
        #expect(files.parameters.string("path") == "docs/read me.txt")
        #expect(files.parameters.catchAll("other") == nil)
    }

    @Test(arguments: ["0", "007", "-0", "9223372036854775807", "-9223372036854775808"])
    func acceptedIntegers(_ text: String) throws {
        let router = try makeRouter(["n/:v(int)"])
        #expect(try router.match(path: ["n", text]).parameters.int("v") == Int(text))
    }

    @Test(arguments: ["9223372036854775808", "-9223372036854775809", "+1", "1.0", "1e3", "-", "0x10", " 1", "١"])
    func rejectedIntegers(_ text: String) throws {
        let router = try makeRouter(["n/:v(int)"])
        #expect(
            deepLinkError { try router.match(path: ["n", text]) }
                == .badParameter(name: "v", value: text, expected: "int"))
    }

    @Test(arguments: [
        "6F9619FF-8B86-D011-B42D-00C04FC964F",  // short
        "6F9619FF-8B86-D011-B42D-00C04FC964FFF",  // long
        "6F9619FF8B86-D011-B42D-00C04FC964FF0",  // hyphen misplaced
        "6F9619FG-8B86-D011-B42D-00C04FC964FF",  // not hex
        "{6F9619FF-8B86-D011-B42D-00C04FC964FF}",  // braces
        "6F9620FF-8B86-D011-B411-B420C40DF0-C",  // a hyphen inside the last group (UUID(uuidString:) takes it)
    ])
    func rejectedUUIDs(_ text: String) throws {
        let router = try makeRouter(["u/:v(uuid)"])
        #expect(
            deepLinkError { try router.match(path: ["u", text]) }
                == .badParameter(name: "v", value: text, expected: "uuid"))
    }

    @Test func enumFailureNamesTheValues() throws {
        let router = try makeAppRouter()
        let error = deepLinkError { try router.resolve(link: "nvc://settings/appearance/blue", scheme: "nvc") }
        #expect(error == .badParameter(name: "mode", value: "blue", expected: "one of system|light|dark"))
        #expect(
            error?.description == "invalid deep link: parameter 'mode' is 'blue', expected one of system|light|dark")
        #expect(error?.kind == .invalidLink)
    }

    @Test func customFailure() throws {
        let router = try makeAppRouter()
        #expect(
            deepLinkError { try router.match(path: ["price", "free"]) }
                == .badParameter(name: "amount", value: "free", expected: "double"))
    }

    @Test func badParameterOnlyWhenTheShapeMatches() throws {
        let router = try makeAppRouter()
        // `users/:id(int)/posts/:post(int)` with a bad last segment.
        #expect(
            deepLinkError { try router.match(path: ["users", "1", "posts", "x"]) }
                == .badParameter(name: "post", value: "x", expected: "int"))
        // First failing parameter is reported when several fail.
        #expect(
            deepLinkError { try router.match(path: ["users", "me", "posts", "x"]) }
                == .badParameter(name: "id", value: "me", expected: "int"))
        // Wrong shape: no route.
        #expect(
            deepLinkError { try router.match(path: ["users", "1", "comments", "2"]) }
                == .noRoute(path: "users/1/comments/2"))
        #expect(
            deepLinkError { try router.match(path: ["settings", "appearance", "dark", "x"]) }
                == .noRoute(path: "settings/appearance/dark/x"))
    }

    @Test func anyMatchBeatsABadParameter() throws {
        // `users/blue` fails int and uuid but the string parameter takes it.
        let router = try makeAppRouter()
        #expect(try router.match(path: ["users", "blue"]).value == "users/:name")
    }
}
