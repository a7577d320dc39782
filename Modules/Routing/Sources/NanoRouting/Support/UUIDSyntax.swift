/// The syntax of a `uuid` parameter: `8-4-4-4-12` hexadecimal digits, either case.
enum UUIDSyntax {
    /// The 16 bytes of the UUID in `bytes`, or `nil` if it is not one.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard bytes.count == 36 else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(16)
        var index = 0
        while index < 36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard bytes[index] == ASCII.minus else { return nil }
                index += 1
                continue
            }
            guard let high = ASCII.hexValue(bytes[index]), let low = ASCII.hexValue(bytes[index + 1]) else {
                return nil
            }
            result.append(high << 4 | low)
            index += 2
        }
        return result
    }

    /// Whether `bytes` is a UUID; allocation-free.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for index in 0..<36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard bytes[index] == ASCII.minus else { return false }
            } else if ASCII.hexValue(bytes[index]) == nil {
                return false
            }
        }
        return true
    }
}
