import NanoFixtureServer
import Testing

/// The fault plan's JSON format (what `--api-faults FILE` will read) and its errors.
@Suite struct FaultPlanTests {
    @Test func theDocumentedExampleReadsAsItsRules() throws {
        let json = #"""
            {"faults": [
                {"path": "/api/people/", "fault": "status", "status": 503, "count": 2},
                {"path": "/api/planets/*", "fault": "latency", "seconds": 0.5},
                {"path": "/api/films/1/", "fault": "timeout", "count": 1},
                {"path": "/api/starships/*", "fault": "malformed"},
                {"path": "*", "fault": "drop", "count": 1}
            ]}
            """#
        let plan = try FaultPlan.parse(Array(json.utf8))
        #expect(
            plan.rules == [
                FaultRule(path: "/api/people/", fault: .status(503), count: 2),
                FaultRule(path: "/api/planets/*", fault: .latency(seconds: 0.5)),
                FaultRule(path: "/api/films/1/", fault: .timeout, count: 1),
                FaultRule(path: "/api/starships/*", fault: .malformedBody),
                FaultRule(path: "*", fault: .dropConnection, count: 1),
            ])
    }

    @Test func eachMistakeNamesItsRule() {
        let cases: [(String, FaultPlanError)] = [
            ("[]", .notJSON("the file is not a JSON object with a 'faults' array")),
            (#"{"faults": [{"path": "/a", "fault": 3}]}"#, .notJSON("'faults.1.fault' has the wrong type")),
            ("nope", .notJSON("the file is not JSON")),
            (#"{"rules": []}"#, .notJSON("'faults' is missing")),
            (
                #"{"faults": [{"path": "/a", "fault": "status"}]}"#,
                .invalidRule(rule: 1, problem: "'status' needs a 'status' from 400 to 599")
            ),
            (
                #"{"faults": [{"path": "/a", "fault": "timeout"}, {"path": "/a", "fault": "status", "status": 200}]}"#,
                .invalidRule(rule: 2, problem: "'status' needs a 'status' from 400 to 599")
            ),
            (
                #"{"faults": [{"path": "/a", "fault": "latency"}]}"#,
                .invalidRule(rule: 1, problem: "'latency' needs 'seconds' of 0 or more")
            ),
            (
                #"{"faults": [{"path": "/a", "fault": "latency", "seconds": -1}]}"#,
                .invalidRule(rule: 1, problem: "'latency' needs 'seconds' of 0 or more")
            ),
            (
                #"{"faults": [{"path": "a", "fault": "drop"}]}"#,
                .invalidRule(rule: 1, problem: "path 'a' must start with '/' (or be '*')")
            ),
            (
                #"{"faults": [{"path": "/a", "fault": "drop", "count": 0}]}"#,
                .invalidRule(rule: 1, problem: "count 0 must be at least 1")
            ),
            (
                #"{"faults": [{"path": "/a", "fault": "explode"}]}"#,
                .invalidRule(
                    rule: 1, problem: "fault 'explode' is not one of latency, status, timeout, malformed, drop")
            ),
        ]
        for (json, expected) in cases {
            #expect(throws: expected, "\(json)") { try FaultPlan.parse(Array(json.utf8)) }
        }
        #expect(
            FaultPlanError.invalidRule(rule: 2, problem: "count 0 must be at least 1").description
                == "fault plan rule 2: count 0 must be at least 1")
    }

    @Test func aPathIsExactWithAnOptionalSlashOrAPrefixWithAStar() {
        let exact = FaultRule(path: "/api/people/1/", fault: .timeout)
        #expect(exact.matches("/api/people/1/"))
        #expect(exact.matches("/api/people/1"))
        #expect(!exact.matches("/api/people/12/"))
        let prefix = FaultRule(path: "/api/people/*", fault: .timeout)
        #expect(prefix.matches("/api/people/"))
        #expect(prefix.matches("/api/people/12/"))
        #expect(!prefix.matches("/api/planets/"))
        #expect(FaultRule(path: "*", fault: .timeout).matches("/anything"))
    }
}
