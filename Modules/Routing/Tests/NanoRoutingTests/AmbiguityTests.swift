import NanoRouting
import Testing

@Suite("Ambiguous registration")
struct AmbiguityTests {
    static let alwaysTie: [(String, String)] = [
        ("a/:x", "a/:y"),
        ("a/:x", "a/:y(string)"),
        ("a/:x(int)", "a/:y(int)"),
        ("a/:x(uuid)", "a/:y(uuid)"),
        ("a/:x(enum: p|q)", "a/:y(enum: q|p)"),
        ("a/*r", "a/*s"),
        ("a/b", "a/b"),
        (":x/b/:y(int)", ":z/b/:w(int)"),
    ]

    @Test(arguments: alwaysTie)
    func rejectsSameShapeNamingBothPatternsAndOwners(_ first: String, _ second: String) throws {
        var router = Router<Int>()
        try router.register(first, owner: "Home", value: 1)
        #expect(
            throws: RouteRegistrationError.ambiguous(
                pattern: second, owner: "Settings", existingPattern: first, existingOwner: "Home")
        ) {
            try router.register(second, owner: "Settings", value: 2)
        }
        #expect(router.count == 1)
        #expect(router.routes.map(\.owner) == ["Home"])
    }

    @Test func messageNamesBoth() {
        var router = Router<Int>()
        do {
            try router.register("a/:x", owner: "Home", value: 1)
            try router.register("a/:y", owner: "Settings", value: 2)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "ambiguous route 'a/:y' [owner: Settings] always ties with 'a/:x' [owner: Home]")
        }
    }

    static let allowed: [(String, String)] = [
        ("a/:x(int)", "a/:y(enum: p|q)"),
        ("a/:x(int)", "a/:y"),
        ("a/:x(int)", "a/:y(uuid)"),
        ("a/:x(enum: p|q)", "a/:y(enum: q|r)"),
        ("a/:x", "a/*r"),
        ("a/b", "a/:x"),
        ("a", "a/*r"),
        ("a/:x/b", "a/:x/c"),
    ]

    @Test(arguments: allowed)
    func allowsDifferentShapes(_ first: String, _ second: String) throws {
        var router = Router<Int>()
        try router.register(first, owner: "Home", value: 1)
        try router.register(second, owner: "Settings", value: 2)
        #expect(router.count == 2)
    }

    @Test func twoNamesForOneCustomTypeAreTheSameType() throws {
        var router = Router<Int>()
        try router.parameterTypes.register(Double.self, as: "double")
        try router.parameterTypes.register(Double.self, as: "number")
        try router.register("p/:a(double)", owner: "A", value: 1)
        #expect(
            throws: RouteRegistrationError.ambiguous(
                pattern: "p/:b(number)", owner: "B", existingPattern: "p/:a(double)", existingOwner: "A")
        ) {
            try router.register("p/:b(number)", owner: "B", value: 2)
        }
    }

    @Test func batchRegistrationReportsEveryProblem() throws {
        var router = Router<Int>()
        let definitions = [
            RouteDefinition("home", owner: "Home", value: 1),
            RouteDefinition("home", owner: "Settings", value: 2),
            RouteDefinition("a//b", owner: "Settings", value: 3),
            RouteDefinition("users/:id(int)", owner: "Home", value: 4),
            RouteDefinition("users/:key(int)", owner: "Profile", value: 5),
            RouteDefinition("x/:y(nope)", owner: "Profile", value: 6),
        ]
        do {
            try router.register(contentsOf: definitions)
            Issue.record("expected errors")
        } catch {
            #expect(
                error.errors == [
                    .ambiguous(pattern: "home", owner: "Settings", existingPattern: "home", existingOwner: "Home"),
                    .invalidPattern(
                        RoutePatternError(pattern: "a//b", offset: 2, segmentIndex: 1, reason: .emptySegment),
                        owner: "Settings"),
                    .ambiguous(
                        pattern: "users/:key(int)", owner: "Profile", existingPattern: "users/:id(int)",
                        existingOwner: "Home"),
                    .invalidPattern(
                        RoutePatternError(
                            pattern: "x/:y(nope)", offset: 5, segmentIndex: 1,
                            reason: .unknownType("nope")), owner: "Profile"),
                ])
            #expect(error.description.hasPrefix("4 route registration errors:\n  - ambiguous route 'home'"))
            #expect(error.description.components(separatedBy: "\n").dropFirst().allSatisfy { $0.hasPrefix("  - ") })
            #expect(
                RouteRegistrationErrors(Array(error.errors.prefix(1))).description
                    == "1 route registration error:\n  - \(error.errors[0])")
        }
        // The valid ones are registered.
        #expect(router.routes.map(\.pattern.source) == ["home", "users/:id(int)"])
        #expect(router.routes.map(\.owner) == ["Home", "Home"])
        #expect(try router.match(path: ["users", "3"]).value == 4)
    }

    @Test func failedRegistrationLeavesRouterUnchanged() throws {
        var router = try makeRouter(["a/b"])
        #expect(throws: RouteRegistrationError.self) { try router.register("a/b", owner: "X", value: "dup") }
        #expect(try router.match(path: ["a", "b"]).value == "a/b")
        #expect(router.count == 1)
    }
}
