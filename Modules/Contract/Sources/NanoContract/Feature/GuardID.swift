/// The name of a route guard (`signedIn`), shared by the feature that provides the guard and
/// the features whose routes require it.
///
/// Features never spell a guard's name as a bare string: the id is declared once, in the
/// interface package the features share (`SessionInterface` declares `GuardID.signedIn`), so
/// a typo is a compile error and the manifests show who shares it.
///
/// ```swift
/// extension GuardID {
///     /// Someone is signed in.
///     public static let signedIn = GuardID("signedIn")
/// }
/// ```
public struct GuardID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name routes and `nvc routes` show.
    public let rawValue: String

    /// A guard id named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The id as routes and `nvc routes` write it (`signedIn`).
    public var description: String { rawValue }

    /// Orders ids by name, so listings are stable.
    public static func < (lhs: GuardID, rhs: GuardID) -> Bool { lhs.rawValue < rhs.rawValue }
}
