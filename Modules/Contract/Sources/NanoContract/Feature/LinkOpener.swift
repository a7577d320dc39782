/// Opens links from inside the app (a coordinator asking for another feature's screen), and
/// ends guard flows. Holds the app weakly, so coordinators can keep it without a cycle.
@MainActor
public struct LinkOpener {
    weak var app: (any LinkHost)?

    /// An opener for `app` (the composition engine's app), held weakly.
    @_spi(Composition)
    public init(app: any LinkHost) { self.app = app }

    /// Opens `link` (`nvc://settings` or just `settings`), reusing the screens already on the
    /// stack that the link's chain shares.
    /// - Throws: ``OpenLinkError``; nothing on screen changes when it throws. The app also
    ///   records the failure (`NanoApp.takeNavigationFailures()`), so a button that leads to
    ///   a disabled feature is reported like a link to it, whatever the coordinator does.
    @discardableResult
    public func open(_ link: String) throws(OpenLinkError) -> OpenOutcome {
        guard let app else { throw .appGone }
        do {
            return try app.open(link)
        } catch {
            app.recordNavigationFailure(error)
            throw error
        }
    }

    /// Ends a guard's flow successfully: opens the pending link, or the app's home link.
    @discardableResult
    public func completeGuardFlow() throws(OpenLinkError) -> OpenOutcome {
        guard let app else { throw .appGone }
        do {
            return try app.completeGuardFlow()
        } catch {
            app.recordNavigationFailure(error)
            throw error
        }
    }

    /// Abandons a guard's flow: drops the pending link.
    public func cancelGuardFlow() {
        app?.cancelGuardFlow()
    }

    /// The link waiting for a guard's flow, if any.
    public var pendingLink: String? { app?.pendingLink }
}

/// What a ``LinkOpener`` asks of the app it opens links in: the composition engine's app
/// implements it, so the contract names no engine type.
@_spi(Composition)
@MainActor
public protocol LinkHost: AnyObject {
    /// Opens `link`, as the app's own `open` does.
    func open(_ link: String) throws(OpenLinkError) -> OpenOutcome
    /// Ends the current guard flow successfully: opens the pending link, or the home link.
    func completeGuardFlow() throws(OpenLinkError) -> OpenOutcome
    /// Abandons the current guard flow: drops the pending link.
    func cancelGuardFlow()
    /// The link waiting for a guard's flow, if any.
    var pendingLink: String? { get }
    /// Records a failure of ``LinkOpener/open(_:)`` for the runtime to report.
    func recordNavigationFailure(_ error: OpenLinkError)
}
