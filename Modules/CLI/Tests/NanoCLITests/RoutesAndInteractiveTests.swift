import Foundation
import NanoCLI
import NanoRuntime
import Testing

@MainActor
struct RoutesCommandTests {
    @Test func routesPrintsTextJSONAndDot() async throws {
        let text = await demo("routes")
        #expect(text.status == .ok)
        #expect(text.stdout.hasPrefix("ROUTE"))
        #expect(text.stdout.contains("home/detail") && text.stdout.contains("guard auth (login): flow login"))
        let output = await demo("routes", "--json")
        #expect(output.stdout.contains(#""parameters" : [],"#), "empty arrays print as []")
        let json = try #require(output.json)
        #expect((json["routes"] as? [[String: Any]])?.count == 6)
        #expect(output.stdout.contains(#""presentation" : "modal""#))
        let dot = await demo("routes", "--dot").stdout
        #expect(dot.hasPrefix("digraph routes {"))
        #expect(dot.contains(#""home" -> "home/detail";"#))
        #expect(dot.components(separatedBy: #""guard auth" -> "login""#).count == 2, "each guard is drawn once")
        #expect(await demo("routes", "--disable-feature", "extra").stdout.contains("extra (disabled)"))
    }
}

@MainActor
struct InteractiveTests {
    @Test func pipedInteractiveTextShowsTheScreenAfterEachCommand() async {
        let run = await demo(
            "open", "login", "--ephemeral", "--interactive", stdin: "type name Ada\ntap nope\nquit\ntap go")
        #expect(run.status == .ok, "the last command (type) succeeded; quit stops before 'tap go'")
        #expect(run.stdout.components(separatedBy: "LoginScene").count - 1 == 3, "initial screen + 2 commands")
        #expect(run.stderr.contains("demo: error: <stdin>:2: no control 'nope'"))
    }

    @Test func pipedInteractiveJSONPrintsOneObjectPerCommand() async throws {
        let run = await demo(
            "open", "home", "--ephemeral", "--interactive", "--json",
            stdin: "type name Ada\ntap go\nexpect greeting text nope")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == 4)
        #expect(objects.last?["error"] as? [String: Any] != nil)
        #expect(run.status == .failed, "ends with the last command's status")
    }

    @Test func aTerminalSessionRedrawsWithAPrompt() async {
        let out = Buffer()
        let err = Buffer()
        let input = Input("help\ntype name Ada\nbogus")
        let console = Console(
            writeOutput: { out.append($0) }, writeError: { err.append($0) }, readLine: { input.next() },
            isTerminal: true, outputIsTerminal: true, environment: ["NO_COLOR": "1"])
        let status = await NanoCommandLine.run(
            fakeConfiguration(), arguments: ["open", "login", "--ephemeral", "--interactive"],
            console: console)
        #expect(status == .usage, "the last line did not parse")
        #expect(
            out.text.components(separatedBy: "\u{1B}[H\u{1B}[2J").count - 1 == 4,
            "a redraw after the open and each command")
        #expect(out.text.contains("demo> "))
        #expect(out.text.contains("ok: type"))
        #expect(out.text.contains("error: unknown command 'bogus'"))
    }

    @Test func interactiveStartsEvenWhenTheLinkFails() async {
        let run = await demo("open", "demo://nowhere", "--ephemeral", "--interactive", stdin: "open login")
        #expect(run.status == .ok)
        #expect(run.stderr.contains("no route for 'nowhere'"))
        #expect(run.stdout.contains("LoginScene"))
    }
}
