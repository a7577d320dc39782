/// Calls `body` with the UTF-8 bytes of `string`, without copying native strings.
func withUTF8Bytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(string.utf8).withUnsafeBufferPointer(body)
}

/// The `int` parameter syntax: an optional `-`, then ASCII digits (leading zeros allowed), with
/// a value that fits in `Int`; unlike `Int(_:)`, no `+`.
func parseInteger(_ text: String) -> Int? {
    text.utf8.first == UInt8(ascii: "+") ? nil : Int(text)
}

/// The `uuid` parameter syntax: `8-4-4-4-12` hexadecimal digits of either case (stricter than
/// `UUID(uuidString:)`, which accepts a `-` in other places).
func isUUID(_ text: String) -> Bool {
    text.utf8.count == 36
        && text.utf8.enumerated().allSatisfy { index, byte in
            index == 8 || index == 13 || index == 18 || index == 23
                ? byte == UInt8(ascii: "-") : ASCII.hexValue(byte) != nil
        }
}

enum ASCII {
    /// Whether `byte` may appear raw in a deep link: RFC 3986 unreserved and sub-delims, plus
    /// `: @ / ? # %`. Controls, space, non-ASCII and `"<>[\]^`{|}` may not.
    static func isLinkByte(_ byte: UInt8) -> Bool {
        // Bit n: whether byte n may appear: `!#$%&'()*+,-./0-9:;=?` below 64, `@A-Z_a-z~` above
        // (checked byte by byte in LinkCharacterTests).
        let low: UInt64 = 0xAFFF_FFFA_0000_0000
        let high: UInt64 = 0x47FF_FFFE_87FF_FFFF
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte - 64)) & 1 != 0 }
        return false
    }

    /// Whether `byte` may appear in a scheme after its first letter.
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte &- 0x30 }
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x66 ? lower &- 0x61 &+ 10 : nil
    }

    static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }

    /// `[A-Za-z0-9._~-]`: a constant segment's or an enum value's bytes.
    static func isConstantByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    static func isConstant(_ character: Character) -> Bool { character.asciiValue.map(isConstantByte) ?? false }

    /// `[A-Za-z_]`: what may start a parameter or type name.
    static func isIdentifierStart(_ character: Character) -> Bool {
        character.asciiValue.map { isLetter($0) || $0 == UInt8(ascii: "_") } ?? false
    }

    /// `[A-Za-z0-9_]`: what may continue a parameter or type name.
    static func isIdentifierPart(_ character: Character) -> Bool {
        isIdentifierStart(character) || character.asciiValue.map(isDigit) ?? false
    }

    static func isIdentifier(_ name: String) -> Bool {
        name.first.map(isIdentifierStart) ?? false && name.dropFirst().allSatisfy(isIdentifierPart)
    }
}
