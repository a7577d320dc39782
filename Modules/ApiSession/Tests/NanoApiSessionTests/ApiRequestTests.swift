import Foundation
import NanoApiSession
import Testing

/// A request's own settings and the backoff schedule.
@Suite struct ApiRequestTests {
    private let base = URL(string: "http://127.0.0.1:8080/api/people/") ?? URL(filePath: "/")

    @Test func queryItemsAreAppendedInOrderAndEncoded() {
        let request = ApiRequest<[String]>(url: base, query: [("search", "r2 d2"), ("page", "2")])
        #expect(request.url.absoluteString == "http://127.0.0.1:8080/api/people/?search=r2%20d2&page=2")
    }

    @Test func retryingAndTimingOutOverrideTheSessionPerRequest() {
        let request = ApiRequest<[String]>(url: base).retrying(4, backoff: .immediate).timing(out: .seconds(3))
        #expect(request.retries == 4)
        #expect(request.backoff == Backoff.immediate)
        #expect(request.timeout == .seconds(3))
        #expect(ApiRequest<[String]>(url: base).retrying(-2).retries == 0)
        #expect(ApiRequest<[String]>(url: base).retries == nil)
    }

    @Test func backoffGrowsByItsMultiplierUpToItsMaximum() {
        let backoff = Backoff(initial: .milliseconds(100), multiplier: 3, maximum: .seconds(1))
        let waits = (1...4).map { backoff.delay(beforeRetry: $0) }
        #expect(waits == [.milliseconds(100), .milliseconds(300), .milliseconds(900), .seconds(1)])
        #expect(backoff.delay(beforeRetry: 0) == .zero)
        #expect(Backoff.immediate.delay(beforeRetry: 3) == .zero)
        #expect(Backoff(initial: .seconds(2), multiplier: 0.5).multiplier == 1)
    }

    @Test func aSessionsDefaultsAreTwoRetriesHalfASecondApartAndTenSeconds() {
        let configuration = ApiSession.Configuration()
        #expect(configuration.retries == 2)
        #expect(configuration.backoff.delay(beforeRetry: 1) == .milliseconds(500))
        #expect(configuration.backoff.delay(beforeRetry: 2) == .seconds(1))
        #expect(configuration.timeout == .seconds(10))
        #expect(ApiSession.Configuration(retries: -1).retries == 0)
    }
}
