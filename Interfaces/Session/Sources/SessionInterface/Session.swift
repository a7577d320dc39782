#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The signed-in person: the one piece of state every feature of the signed-in app reads.
public struct Session: Codable, Sendable, Equatable {
    /// The person's name, as they typed it.
    public var name: String
    /// The person's email address.
    public var email: String
    /// When they signed in.
    public var signedInAt: Date

    /// A session for `name` and `email`, started at `signedInAt`.
    public init(name: String, email: String, signedInAt: Date) {
        self.name = name
        self.email = email
        self.signedInAt = signedInAt
    }
}

/// Why a ``SessionService`` could not change the session: the change did not happen.
public struct SessionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in a sentence for the person (`cannot save ... : disk full`); the
    /// features that show it put it in their own toast.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
