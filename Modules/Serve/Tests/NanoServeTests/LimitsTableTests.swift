import Foundation
import NanoPersistence
import NanoRouting
import NanoRuntime
import NanoWebServer
import Testing

@testable import NanoCLI

/// docs/cli.md's table of limits ("Limits") and the web host's ("Serving on the web →
/// Limits") against the constants the code enforces: a number changed on one side only fails
/// here. Serve is the one package that sees every module with a limit (links, scripts, state,
/// plugins, the web host).
@Suite struct LimitsTableTests {
    /// A row of a Markdown table: its cells, trimmed.
    typealias Row = [String]

    static let document: String? = {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../../docs/cli.md"
        ).standardizedFileURL
        return try? String(contentsOf: docs, encoding: .utf8)
    }()

    /// The rows (header and separator left out) of the first table after the heading `heading`.
    static func table(after heading: String) -> [Row] {
        guard let document, let start = document.range(of: "\n" + heading + "\n") else { return [] }
        var rows: [Row] = []
        var inTable = false
        for line in document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            inTable = true
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            rows.append(cells.map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return Array(rows.dropFirst(2))
    }

    /// The first number in `text` with its unit applied (`2,048 bytes` → 2048, `1 MiB` →
    /// 1048576, `8 KiB` → 8192, `1,800 s` → 1800), or nil.
    static func number(in text: String) -> Int? {
        let pattern = /([0-9][0-9,]*)\s*(MiB|KiB)?/
        guard let match = text.firstMatch(of: pattern), let value = Int(match.1.replacingOccurrences(of: ",", with: ""))
        else { return nil }
        switch match.2 {
        case "MiB": return value << 20
        case "KiB": return value << 10
        default: return value
        }
    }

    /// Each constant named in the table, with the value and the exit code(s) the code gives it.
    static let constants: [String: (value: Int, exit: String)] = {
        let links = DeepLinkLimits.default
        let invalidLink = String(AppStatus.invalidLink.rawValue)
        let usage = String(AppStatus.usage.rawValue)
        return [
            "`DeepLinkLimits.maxLinkBytes`": (links.maxLinkBytes, invalidLink),
            "`DeepLinkLimits.maxSegments`": (links.maxSegments, invalidLink),
            "`DeepLinkLimits.maxSegmentBytes`": (links.maxSegmentBytes, invalidLink),
            "`DeepLinkLimits.maxQueryBytes`": (links.maxQueryBytes, invalidLink),
            "`DeepLinkLimits.maxQueryItems`": (links.maxQueryItems, invalidLink),
            "`ScriptSource.maxBytes`": (ScriptSource.maxBytes, usage),
            "`ApiFaultsOption.maxBytes`": (ApiFaultsOption.maxBytes, usage),
            "`ScriptTokenizer.maxLineLength`": (ScriptTokenizer.maxLineLength, usage),
            "`SavedStack.maxLinks`": (SavedStack.maxLinks, "0"),
            "`FileKeyValueStore.maxFileSize`": (
                FileKeyValueStore.maxFileSize, "0 / \(AppStatus.stateNotSaved.rawValue)"
            ),
            "`AppRuntime.maxPlugins`": (AppRuntime.maxPlugins, String(AppStatus.pluginRefused.rawValue)),
        ]
    }()

    @Test func everyRowOfTheLimitsTableIsTheCodesConstantAndExitCode() throws {
        let rows = Self.table(after: "## Limits")
        try #require(rows.count >= 10, "the table of limits in docs/cli.md")
        var seen: Set<String> = []
        for row in rows {
            try #require(row.count == 5, "\(row)")
            let (what, limit, exit, constant) = (row[0], row[1], row[3], row[4])
            if constant == "`WebServerOptions`" {
                #expect(limit.contains("Serving on the web"), "the web host's row points to its own table")
                continue
            }
            let expected = try #require(
                Self.constants[constant], "'\(what)' names \(constant), which the test does not know")
            #expect(
                Self.number(in: limit) == expected.value, "\(what): the table says \(limit), the code \(expected.value)"
            )
            #expect(exit == expected.exit, "\(what): the table says exit \(exit), the code \(expected.exit)")
            seen.insert(constant)
        }
        #expect(
            seen == Set(Self.constants.keys),
            "every limit has its row: missing \(Set(Self.constants.keys).subtracting(seen))")
    }

    @Test func theWebHostsLimitsAreItsOptionsDefaults() throws {
        let rows = Self.table(after: "### Limits")
        try #require(!rows.isEmpty, "the web host's table of limits in docs/cli.md")
        let options = WebServerOptions()
        let expected: [String: Int] = [
            "Request target (path and query)": options.maxTargetBytes,
            "WebSocket message": options.maxMessageBytes,
            "Sessions": options.maxSessions,
            "Tabs of one browser": options.maxTabsPerBrowser,
            "Idle session": Int(options.idleTimeout.components.seconds),
            "A deep link in a URL": DeepLinkLimits.default.maxLinkBytes,
            "Request header fields": options.maxHeaderBytes,
            "Pages waiting for their socket": options.maxPendingPages,
        ]
        var checked: Set<String> = []
        for row in rows {
            guard let value = expected[row[0]] else { continue }  // rows without a constant here (methods, ...)
            #expect(Self.number(in: row[1]) == value, "\(row[0]): the table says \(row[1]), the code \(value)")
            checked.insert(row[0])
        }
        #expect(
            checked == Set(expected.keys), "rows missing from the web table: \(Set(expected.keys).subtracting(checked))"
        )
        let waiting = rows.first { $0[0] == "Pages waiting for their socket" }?[1] ?? ""
        let numbers = waiting.matches(of: /[0-9][0-9,]*/).compactMap {
            Int($0.output.replacingOccurrences(of: ",", with: ""))
        }
        #expect(
            numbers == [options.maxPendingPages, options.maxPendingPagesPerClient, options.maxPendingIDs],
            "the waiting pages' row names the apps, the per-client bound and the ids kept: \(waiting)")
        let headers = rows.first { $0[0] == "Request header fields" }
        #expect(
            headers?[1].contains("and \(options.maxHeaderCount) fields") == true,
            "the header row names the field count \(options.maxHeaderCount): \(headers ?? [])")
    }

    @Test func theParserReadsTheUnitsTheTablesUse() {
        #expect(Self.number(in: "2,048 bytes") == 2_048)
        #expect(Self.number(in: "1 MiB") == 1 << 20)
        #expect(Self.number(in: "8 KiB") == 8 * 1024)
        #expect(Self.number(in: "`--session-timeout` (1,800 s)") == 1_800)
        #expect(Self.number(in: "GET and HEAD") == nil)
    }
}
