import NanoRuntime
import Testing

@_spi(Fuzzing) @testable import NanoCLI

struct ScriptParserTests {
    @Test func parsesEveryCommandWithItsLineNumber() throws {
        let script = """
            # sign up
            type name Ada Lovelace
            tap submit

            toggle notifications
            select items 2
            refresh items
            back
            dismiss
            open nvc://settings?tab=a#b
            expect welcome text Welcome, Ada
            stack
            show
            help
            quit
            """
        let lines = try ScriptParser.parse(script)
        #expect(lines.map(\.number) == [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
        #expect(
            lines.map(\.command) == [
                .type(id: "name", text: "Ada Lovelace"), .tap(id: "submit"), .toggle(id: "notifications"),
                .select(id: "items", row: 2), .refresh(id: "items"), .back, .dismiss,
                .open(link: "nvc://settings?tab=a#b"),
                .expect(id: "welcome", property: "text", value: "Welcome, Ada"), .stack, .show, .help, .quit,
            ])
    }

    @Test func quotesKeepSpacesAndEscapes() throws {
        #expect(try ScriptParser.parseLine(#"type name "Ada  Lovelace""#) == .type(id: "name", text: "Ada  Lovelace"))
        #expect(try ScriptParser.parseLine(#"type name """#) == .type(id: "name", text: ""))
        #expect(
            try ScriptParser.parseLine(#"type bio "a \"b\" \\ \n\tc""#) == .type(id: "bio", text: "a \"b\" \\ \n\tc"))
        #expect(
            try ScriptParser.parseLine("type name 'it''s # not a comment'")
                == .type(id: "name", text: "its # not a comment"))
        #expect(
            try ScriptParser.parseLine(#"expect welcome text "Welcome, Ada""#)
                == .expect(id: "welcome", property: "text", value: "Welcome, Ada"))
    }

    @Test func textIsEveryCharacterAfterTheID() throws {
        #expect(try ScriptParser.parseLine("type name Ada   Lovelace") == .type(id: "name", text: "Ada   Lovelace"))
        #expect(
            try ScriptParser.parseLine("type name\tAda\t\tLovelace \t") == .type(id: "name", text: "Ada\t\tLovelace \t")
        )
        #expect(
            try ScriptParser.parseLine("type  name    Ada") == .type(id: "name", text: "Ada"), "separators are not text"
        )
        #expect(
            try ScriptParser.parseLine("type bio It's 100% \"real\" # yes")
                == .type(id: "bio", text: "It's 100% \"real\" # yes"))
        #expect(
            try ScriptParser.parseLine(#"type bio "a" b"#) == .type(id: "bio", text: #""a" b"#), "not one quoted word")
        #expect(try ScriptParser.parseLine(#"type bio "  padded  "   # note"#) == .type(id: "bio", text: "  padded  "))
        #expect(
            try ScriptParser.parseLine("expect welcome text Welcome,  Ada ")
                == .expect(id: "welcome", property: "text", value: "Welcome,  Ada "))
        #expect(throws: ScriptSyntaxError.self) { try ScriptParser.parseLine(#"type name "Ada"#) }
        #expect(throws: ScriptSyntaxError.self) { try ScriptParser.parseLine("type name   ") }
    }

    @Test func commentsBlankLinesAndLineEndings() throws {
        #expect(try ScriptParser.parseLine("   # just a comment") == nil)
        #expect(try ScriptParser.parseLine("") == nil)
        #expect(try ScriptParser.parseLine("tap go # then wait") == .tap(id: "go"))
        #expect(try ScriptParser.parseLine("type name a#b") == .type(id: "name", text: "a#b"))
        let lines = try ScriptParser.parse("tap a\r\n\r\ntap b\r\n")
        #expect(
            lines == [ScriptLine(number: 1, command: .tap(id: "a")), ScriptLine(number: 3, command: .tap(id: "b"))])
    }

    @Test(arguments: [
        ("tap", "tap: expected 1 argument (tap ID), got 0"),
        ("tap a b", "tap: expected 1 argument (tap ID), got 2"),
        ("type name", "type: expected at least 2 arguments (type ID TEXT), got 1"),
        ("select items", "select: expected 2 arguments (select ID ROW), got 1"),
        ("refresh", "refresh: expected 1 argument (refresh ID), got 0"),
        ("select items -1", "select: ROW must be a row number from 0, got '-1'"),
        ("select items two", "select: ROW must be a row number from 0, got 'two'"),
        ("select items 99999999", "select: ROW must be a row number from 0, got '99999999'"),
        ("expect a b", "expect: expected at least 3 arguments (expect ID PROPERTY VALUE), got 2"),
        ("back now", "back takes no arguments, got 1"),
        ("open", "open: expected 1 argument (open LINK), got 0"),
        (#"open """#, "open: the link is empty"),
        ("Tap go", "unknown command 'Tap' (did you mean 'tap'?)"),
        ("frobnicate", "unknown command 'frobnicate'; type 'help' for the list"),
        (#"type name "Ada"#, "unterminated \" quote"),
        ("type name 'Ada", "unterminated ' quote"),
        (#"type name "a\qb""#, #"unknown escape '\q' (use \" \\ \n \t)"#),
        ("tap go\u{7}", "the line contains the control character U+0007"),
        (#"tap "a b""#, "'a b' is not a control id or property name (it contains whitespace)"),
        (#"tap """#, "an empty control id or property name"),
    ])
    func rejectsBadLines(line: String, message: String) {
        #expect(throws: ScriptSyntaxError(line: 7, description: message)) {
            try ScriptParser.parseLine(line, number: 7)
        }
    }

    @Test func aBadLineAnywhereRejectsTheWholeScriptNamingIt() {
        #expect(throws: ScriptSyntaxError(line: 3, description: "unknown command 'tpa'; type 'help' for the list")) {
            try ScriptParser.parse("tap a\n# fine\ntpa b\ntap c")
        }
    }

    @Test func overlongLinesAreRejected() {
        let line = "type name " + String(repeating: "x", count: 9000)
        #expect(throws: ScriptSyntaxError(line: 1, description: "the line is longer than 8192 characters")) {
            try ScriptParser.parseLine(line)
        }
    }

    @Test func helpListsEveryCommand() {
        for name in [
            "type", "tap", "toggle", "select", "back", "dismiss", "open", "expect", "stack", "show", "help", "quit",
        ] {
            #expect(ScriptCommand.helpText.contains("  \(name)"), "help lists \(name)")
        }
    }
}
