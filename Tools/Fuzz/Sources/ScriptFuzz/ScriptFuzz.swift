// libFuzzer target for the script language: NanoCLI's parser on arbitrary text. It must
// return commands or a typed ScriptSyntaxError — never trap — and what it returns must be
// consistent: line numbers positive and strictly increasing, and the same result when the
// same text is parsed again. Built by Tools/fuzz through the NanoCLI package, whose parser is
// not public API: this target reaches it through `@_spi(Fuzzing)`.

@_spi(Fuzzing) import NanoCLI

/// libFuzzer's entry: parses one input as a script and checks the invariants above.
@c(LLVMFuzzerTestOneInput)
public func scriptFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let first: [ScriptLine]
    do {
        first = try ScriptParser.parse(text)
    } catch {
        // A typed error must name a line of the text.
        if error.line < 1 { fatalError("invariant violated: a syntax error on line \(error.line)") }
        return 0
    }
    var previous = 0
    for line in first {
        if line.number <= previous { fatalError("invariant violated: line \(line.number) after \(previous)") }
        previous = line.number
    }
    if (try? ScriptParser.parse(text)) != first { fatalError("invariant violated: parsing is not deterministic") }
    return 0
}
