import Foundation
import NanoFixtureServer
import Testing

@testable import SwapiInterface

/// What `--api` and `--api-faults` become: the remote API, or the built-in one with its plan;
/// a plan that does not read is its `FaultPlanError`, worded for the command line.
struct SwapiEndpointTests {
    @Test func anAddressIsTheRemoteAPI() throws {
        #expect(
            try SwapiEndpoint(api: "https://swapi.dev/api/", faults: nil)
                == .remote(try #require(URL(string: "https://swapi.dev/api/"))))
    }

    @Test func withoutAnAddressTheBuiltInAPIPlaysThePlan() throws {
        #expect(try SwapiEndpoint(api: nil, faults: nil) == .builtInWithoutFaults)
        let plan = #"{"faults": [{"path": "/api/people/", "fault": "drop", "count": 2}]}"#
        #expect(
            try SwapiEndpoint(api: nil, faults: plan)
                == .builtIn(faults: FaultPlan([FaultRule(path: "/api/people/", fault: .dropConnection, count: 2)])))
    }

    @Test func aPlanThatDoesNotReadIsNamedByItsProblem() {
        #expect(throws: FaultPlanError.self) { try SwapiEndpoint(api: nil, faults: "{}") }
        #expect(SwapiEndpoint.problem(faults: #"{"faults": []}"#) == nil)
        #expect(
            SwapiEndpoint.problem(faults: #"{"faults": [{"path": "*", "fault": "status", "status": 99}]}"#)
                == "fault plan rule 1: 'status' needs a 'status' from 400 to 599")
    }
}
