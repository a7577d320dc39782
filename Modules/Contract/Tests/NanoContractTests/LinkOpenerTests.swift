import NanoRouting
import Testing

@_spi(Composition) @testable import NanoContract

/// What a coordinator's `LinkOpener` does: it forwards to the app that composed the feature,
/// reports a failed navigation to the app before rethrowing it, and says `appGone` (never
/// crashes) once that app is released.
@MainActor
@Suite struct LinkOpenerTests {
    @Test func openForwardsTheLinkAndReturnsTheAppsOutcome() throws {
        let host = RecordingLinkHost()
        host.outcome = .success(.deferred(pending: "app://orders", guardID: GuardID("signedIn")))
        let links = LinkOpener(app: host)
        #expect(try links.open("app://orders") == .deferred(pending: "app://orders", guardID: GuardID("signedIn")))
        #expect(host.opened == ["app://orders"])
        #expect(host.failures.isEmpty)
    }

    @Test func aFailedOpenIsRecordedByTheAppAndRethrown() {
        let host = RecordingLinkHost()
        let failure = OpenLinkError.featureDisabled(feature: "orders", link: "app://orders")
        host.outcome = .failure(failure)
        let links = LinkOpener(app: host)
        #expect(throws: failure) { try links.open("app://orders") }
        #expect(host.failures == [failure])
    }

    @Test func guardFlowCompletionAndCancellationReachTheApp() throws {
        let host = RecordingLinkHost()
        host.pendingLink = "app://orders"
        let links = LinkOpener(app: host)
        #expect(links.pendingLink == "app://orders")
        #expect(try links.completeGuardFlow() == .opened(link: "app://home"))
        links.cancelGuardFlow()
        #expect(host.completions == 1)
        #expect(host.cancellations == 1)

        host.outcome = .failure(.internalError("boom"))
        #expect(throws: OpenLinkError.internalError("boom")) { try links.completeGuardFlow() }
        #expect(host.failures == [.internalError("boom")])
    }

    @Test func anOpenerOutlivingItsAppSaysAppGone() {
        var host: RecordingLinkHost? = RecordingLinkHost()
        let links = host.map { LinkOpener(app: $0) }
        host = nil
        #expect(throws: OpenLinkError.appGone) { try links?.open("app://home") }
        #expect(throws: OpenLinkError.appGone) { try links?.completeGuardFlow() }
        links?.cancelGuardFlow()
        #expect(links?.pendingLink == nil)
    }

    @Test func aRouterErrorBecomesInvalidLinkOrNoRouteAsItsExitCodeDoes() {
        let malformed = DeepLinkError.malformed(.empty)
        let unrouted = DeepLinkError.noRoute(path: "nowhere")
        #expect(OpenLinkError(malformed) == .invalidLink(malformed))
        #expect(OpenLinkError(unrouted) == .noRoute(unrouted))
        #expect(OpenLinkError(unrouted).description == "no route for 'nowhere'")
    }

    @Test func everyOpenLinkErrorReadsAsOneLineNamingWhatFailed() {
        #expect(
            OpenLinkError.featureDisabled(feature: "orders", link: "app://orders").description
                == "feature 'orders' is disabled, so 'app://orders' cannot be opened")
        #expect(
            OpenLinkError.routeFailed(feature: "orders", link: "app://orders", error: .showedNothing).description
                == "feature 'orders' could not open 'app://orders': its flow showed no screen")
        #expect(OpenLinkError.internalError("x").description == "internal error: x")
        #expect(OpenLinkError.appGone.description == "internal error: the app is gone")
    }

    @Test func routeErrorsAndGuardIDsReadAsWritten() {
        #expect(
            RouteError.noFlowToContinue(expected: "Checkout").description
                == "no Checkout flow is showing below it to continue")
        #expect(RouteError.rejected("not yours").description == "not yours")
        #expect(GuardID("signedIn").description == "signedIn")
        #expect([GuardID("b"), GuardID("a")].sorted() == [GuardID("a"), GuardID("b")])
    }
}
