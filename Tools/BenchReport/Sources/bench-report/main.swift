// bench-report: the report side of Tools/bench (see Tools/BenchReport/Package.swift).
//
//   bench-report record --results FILE --name NAME --title TITLE --command CMD --method TEXT
//                       --toolchain TEXT --cores N --kernel TEXT --cpu TEXT --date ISO [--quick] ROWS
//       evaluates the rows an adapter wrote (RowsFile), prints the table, and stores the entry
//       in FILE, replacing that benchmark's earlier entry. Exit 1 when a target is not met.
//   bench-report show --results FILE [NAME...]          prints stored tables
//   bench-report render-docs --results FILE --doc DOC   regenerates DOC's tables from FILE
//   bench-report check-docs --results FILE --doc DOC    exit 1 when DOC's tables differ from FILE
//   bench-report jmh EXPORT TARGET NAME [--metric M] [--percentile P] [--per N]
//       one value from ordo-one's JMH export: nanoseconds per iteration for a time metric
//       (divided by N with --per), the count for a count metric.
//
// Exit status: 0 done; 1 a target not met (record) or tables out of date (check-docs); 2 usage;
// 3 unreadable input (a missing or malformed file).

import BenchReport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure with its exit status and message.
struct Failure: Error {
    let status: Int32
    let message: String

    static func usage(_ message: String) -> Failure { Failure(status: 2, message: message) }
    static func input(_ message: String) -> Failure { Failure(status: 3, message: message) }
}

/// Options (`--name VALUE`, flags) and positional arguments of one subcommand.
struct Arguments {
    var options: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ arguments: some Sequence<String>, flags known: Set<String>) throws(Failure) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if known.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("--") {
                guard let value = iterator.next() else { throw .usage("\(argument) needs a value") }
                options[argument] = value
            } else {
                positional.append(argument)
            }
        }
    }

    func required(_ name: String) throws(Failure) -> String {
        guard let value = options[name] else { throw .usage("missing \(name)") }
        return value
    }
}

func readText(_ path: String) throws(Failure) -> String {
    do {
        return try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    } catch {
        throw .input("cannot read \(path): \(error)")
    }
}

func readResults(_ path: String) throws(Failure) -> BenchmarkResults {
    do {
        return try ResultsFile.read(path)
    } catch {
        throw .input("cannot read results \(path): \(error)")
    }
}

func record(_ arguments: Arguments) throws(Failure) -> Int32 {
    guard arguments.positional.count == 1 else { throw .usage("record takes one rows file") }
    let path = try arguments.required("--results")
    let rows: [ResultRow]
    do {
        rows = try RowsFile.parse(try readText(arguments.positional[0]))
    } catch let failure as Failure {
        throw failure
    } catch {
        throw .input("\(error)")
    }
    guard !rows.isEmpty else { throw .input("\(arguments.positional[0]) holds no rows") }
    guard let cores = Int(try arguments.required("--cores")) else { throw .usage("--cores takes a number") }
    let entry = BenchmarkEntry(
        benchmark: try arguments.required("--name"), title: try arguments.required("--title"),
        run: RunInfo(
            command: try arguments.required("--command"), method: try arguments.required("--method"),
            quick: arguments.flags.contains("--quick"), toolchain: try arguments.required("--toolchain"),
            machine: Machine(
                cores: cores, kernel: try arguments.required("--kernel"), cpu: arguments.options["--cpu"] ?? ""),
            date: try arguments.required("--date")),
        rows: rows)
    let results = try readResults(path).merging(entry)
    do {
        try ResultsFile.write(results, to: path)
    } catch {
        throw .input("cannot write \(path): \(error)")
    }
    print(TableRenderer.render(entry))
    return entry.allTargetsMet == false ? 1 : 0
}

func show(_ arguments: Arguments) throws(Failure) -> Int32 {
    let results = try readResults(try arguments.required("--results"))
    let names = arguments.positional.isEmpty ? results.benchmarks.keys.sorted() : arguments.positional
    for (index, name) in names.enumerated() {
        guard let entry = results.benchmarks[name] else { throw .input("no results for '\(name)'") }
        if index > 0 { print("") }
        print("== \(name): \(entry.title)\n")
        print(TableRenderer.render(entry))
    }
    return 0
}

func docs(_ arguments: Arguments, write: Bool) throws(Failure) -> Int32 {
    let results = try readResults(try arguments.required("--results"))
    let docPath = try arguments.required("--doc")
    let document = try readText(docPath)
    if write {
        let rendered: String
        do {
            rendered = try DocBlocks.render(document, results: results)
        } catch {
            throw .input("\(docPath): \(error)")
        }
        if rendered != document {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: docPath), options: .atomic)
            } catch {
                throw .input("cannot write \(docPath): \(error)")
            }
        }
        print("\(docPath): \(rendered == document ? "tables already up to date" : "tables regenerated")")
        return 0
    }
    let problems = DocBlocks.check(document, results: results)
    for problem in problems { print("error: \(docPath): \(problem)") }
    if problems.isEmpty {
        print("\(docPath): \(results.benchmarks.count) tables match the results")
    }
    return problems.isEmpty ? 0 : 1
}

func jmh(_ arguments: Arguments) throws(Failure) -> Int32 {
    guard arguments.positional.count == 3 else { throw .usage("jmh takes EXPORT TARGET NAME") }
    let percentile = Double(arguments.options["--percentile"] ?? "50")
    let per = Double(arguments.options["--per"] ?? "1")
    guard let percentile, let per, per > 0 else { throw .usage("--percentile and --per take numbers") }
    let export: JMHExport
    do {
        export = try JMHExport(json: Data(contentsOf: URL(fileURLWithPath: arguments.positional[0])))
    } catch {
        throw .input("cannot read the JMH export \(arguments.positional[0]): \(error)")
    }
    do {
        let value = try export.value(
            target: arguments.positional[1], benchmark: arguments.positional[2],
            metric: arguments.options["--metric"] ?? "Time (wall clock)", percentile: percentile)
        print(value / per)
    } catch {
        throw .input("\(error)")
    }
    return 0
}

let usage = """
    usage: bench-report record --results FILE --name NAME --title TITLE --command CMD --method TEXT
                               --toolchain TEXT --cores N --kernel TEXT [--cpu TEXT] --date ISO [--quick] ROWS
           bench-report show --results FILE [NAME...]
           bench-report render-docs --results FILE --doc DOC
           bench-report check-docs --results FILE --doc DOC
           bench-report jmh EXPORT TARGET NAME [--metric M] [--percentile P] [--per N]
    """

/// Writes `text` to standard error (file descriptor 2, which needs no shared C stream).
func printError(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let commandLine = Array(CommandLine.arguments.dropFirst())
do {
    guard let command = commandLine.first else { throw Failure.usage("no command") }
    let arguments = try Arguments(commandLine.dropFirst(), flags: ["--quick"])
    let status: Int32
    switch command {
    case "record": status = try record(arguments)
    case "show": status = try show(arguments)
    case "render-docs": status = try docs(arguments, write: true)
    case "check-docs": status = try docs(arguments, write: false)
    case "jmh": status = try jmh(arguments)
    case "-h", "--help":
        print(usage)
        status = 0
    default: throw Failure.usage("unknown command '\(command)'")
    }
    exit(status)
} catch let failure as Failure {
    printError("bench-report: \(failure.message)")
    if failure.status == 2 { printError(usage) }
    exit(failure.status)
} catch {
    printError("bench-report: \(error)")
    exit(3)
}
