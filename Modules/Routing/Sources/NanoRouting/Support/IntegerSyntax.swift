/// The syntax of an `int` parameter: an optional `-`, then one or more ASCII digits, with a
/// value that fits in `Int`. Leading zeros are allowed; `+`, spaces and `_` are not.
enum IntegerSyntax {
    /// Parses `bytes`, or returns `nil`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = !bytes.isEmpty && bytes[0] == ASCII.minus
        if negative { index = 1 }
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) =
                negative
                ? times.subtractingReportingOverflow(Int(digit))
                : times.addingReportingOverflow(Int(digit))
            guard !o1, !o2 else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// Parses `text`, or returns `nil`.
    static func parse(_ text: String) -> Int? {
        withUTF8Bytes(of: text) { parse($0) }
    }
}
