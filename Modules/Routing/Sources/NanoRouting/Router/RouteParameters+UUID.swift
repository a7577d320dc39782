#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RouteParameters {
    /// The parameter as a UUID (`8-4-4-4-12` hex digits, either case).
    public func uuid(_ name: String) -> UUID? {
        guard let slot = entry.slot(named: name) else { return nil }
        guard let b = withUTF8Bytes(of: segments[slot.index], UUIDSyntax.parse), b.count == 16 else { return nil }
        return UUID(
            uuid: (
                b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
                b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
            ))
    }
}
