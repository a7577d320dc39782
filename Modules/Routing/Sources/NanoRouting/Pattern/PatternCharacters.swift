/// Character classes of the pattern syntax.
enum PatternCharacters {
    /// A character allowed in a constant segment or enum value: `[A-Za-z0-9._~-]`.
    static func isConstant(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return isConstantByte(ascii)
    }

    /// The byte form of ``isConstant(_:)``.
    static func isConstantByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// A character that may start a parameter or type name: `[A-Za-z_]`.
    static func isIdentifierStart(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (a >= 97 && a <= 122) || (a >= 65 && a <= 90) || a == 95
    }

    /// A character that may continue a parameter or type name: `[A-Za-z0-9_]`.
    static func isIdentifierPart(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return isIdentifierStart(c) || (a >= 48 && a <= 57)
    }

    /// Whether `name` is a non-empty identifier.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, isIdentifierStart(first) else { return false }
        return name.dropFirst().allSatisfy(isIdentifierPart)
    }
}
