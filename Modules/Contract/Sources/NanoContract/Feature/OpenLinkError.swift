import NanoRouting

/// Why a link could not be opened.
public enum OpenLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The link is malformed, has the wrong scheme or bad encoding, is over a limit, or a
    /// parameter has the wrong type.
    case invalidLink(DeepLinkError)
    /// No route matches the link's path.
    case noRoute(DeepLinkError)
    /// The route belongs to a feature disabled at launch.
    case featureDisabled(feature: String, link: String)
    /// The route's handler threw: it showed nothing, found no flow to continue, or refused the
    /// link. Whatever was on screen before stays.
    case routeFailed(feature: String, link: String, error: RouteError)
    /// A parent path or guard flow did not resolve: a bug in composition, reported instead of
    /// trapping.
    case internalError(String)
    /// The app that owned a ``LinkOpener`` is gone.
    case appGone

    /// The error for a link that did not parse or resolve: ``invalidLink(_:)`` or ``noRoute(_:)``.
    @_spi(Composition)
    public init(_ error: DeepLinkError) {
        self = error.isInvalidLink ? .invalidLink(error) : .noRoute(error)
    }

    /// A one-line human message.
    public var description: String {
        switch self {
        case .invalidLink(let error), .noRoute(let error): error.description
        case let .featureDisabled(feature, link): "feature '\(feature)' is disabled, so '\(link)' cannot be opened"
        case let .routeFailed(feature, link, error): "feature '\(feature)' could not open '\(link)': \(error)"
        case .internalError(let message): "internal error: \(message)"
        case .appGone: "internal error: the app is gone"
        }
    }
}

/// What opening a link did.
public enum OpenOutcome: Sendable, Equatable {
    /// The link's screens are showing.
    case opened(link: String)
    /// A guard failed: its flow is showing and `pending` waits for it to complete.
    case deferred(pending: String, guardID: GuardID)
}
