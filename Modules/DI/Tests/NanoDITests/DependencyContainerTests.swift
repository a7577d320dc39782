import Foundation
import Testing

@testable import NanoDI

private protocol Greeter: AnyObject {
    func greet() -> String
}

private final class EnglishGreeter: Greeter {
    func greet() -> String { "hello" }
}

@MainActor
@Suite("DependencyContainer")
struct DependencyContainerTests {
    @Test("composition with two features missing three dependencies fails with one error naming all three")
    func twoFeaturesMissingThreeDependencies() {
        let container = DependencyContainer()
        container.register((any DateProvider).self, FixedDateProvider())
        let features: [(feature: String, requires: [DependencyRequirement])] = [
            (
                "SignUp",
                [
                    DependencyRequirement(NanoClock.self),
                    DependencyRequirement((any DateProvider).self),
                    DependencyRequirement(KeyValueStore.self),
                ]
            ),
            ("Settings", [DependencyRequirement((any DateProvider).self)]),
            ("Home", [DependencyRequirement((any UrlOpener).self)]),
        ]
        do {
            try container.validate(features)
            Issue.record("validation should fail")
        } catch {
            #expect(error.missingCount == 3)
            #expect(
                error.missing == [
                    FeatureRequirements(
                        feature: "SignUp",
                        requires: [
                            DependencyRequirement((any NanoClock).self),
                            DependencyRequirement((any KeyValueStore).self),
                        ]),
                    FeatureRequirements(
                        feature: "Home",
                        requires: [
                            DependencyRequirement((any UrlOpener).self)
                        ]),
                ])
            #expect(
                error.description == """
                    2 features are missing 3 dependencies:
                      - feature 'SignUp' needs NanoClock, KeyValueStore
                      - feature 'Home' needs UrlOpener
                    """)
        }
    }

    @Test func validationPassesWhenEverythingIsRegistered() throws {
        let container = DependencyContainer.standardTest()
        try container.validate([
            FeatureRequirements(feature: "Everything", requires: DependencyRequirement.standard)
        ])
    }

    @Test func singularMessageAndDuplicateRequirementsCountOnce() {
        let container = DependencyContainer()
        let clock = DependencyRequirement((any NanoClock).self)
        #expect(
            throws: MissingDependenciesError(missing: [
                FeatureRequirements(feature: "Solo", requires: [clock])
            ])
        ) {
            try container.validate([FeatureRequirements(feature: "Solo", requires: [clock, clock])])
        }
        let error = MissingDependenciesError(missing: [
            FeatureRequirements(feature: "Solo", requires: [clock])
        ])
        #expect(error.description == "1 feature is missing 1 dependency:\n  - feature 'Solo' needs NanoClock")
    }

    @Test func requirementsForExistentialsAreIdentifiedByType() {
        let bare = DependencyRequirement(NanoClock.self)
        let explicit = DependencyRequirement((any NanoClock).self)
        #expect(bare == explicit)
        #expect(bare != DependencyRequirement(TestClock.self))
        #expect(explicit.displayName == "NanoClock")
        #expect(explicit.name.contains("NanoDI.NanoClock"))
    }

    @Test func resolvesRegisteredInstances() throws {
        let container = DependencyContainer()
        let greeter = EnglishGreeter()
        container.register((any Greeter).self, greeter)
        let resolved = try container.resolve((any Greeter).self)
        #expect(resolved === greeter)
        #expect(resolved.greet() == "hello")
        #expect(container.contains((any Greeter).self))
    }

    @Test func factoryIsCalledOnEveryResolve() throws {
        let container = DependencyContainer()
        var made = 0
        container.register(Int.self) {
            made += 1
            return made
        }
        #expect(try container.resolve(Int.self) == 1)
        #expect(try container.resolve(Int.self) == 2)
    }

    @Test func laterRegistrationReplacesEarlier() throws {
        let container = DependencyContainer()
        container.register(String.self, "first")
        container.register(String.self, "second")
        #expect(try container.resolve(String.self) == "second")
        #expect(container.registered.count == 1)
    }

    @Test func resolvingSomethingMissingThrowsInsteadOfCrashing() {
        let container = DependencyContainer()
        #expect(throws: DependencyError.notRegistered(DependencyRequirement((any UrlOpener).self))) {
            _ = try container.resolve((any UrlOpener).self)
        }
        let requirement = DependencyRequirement((any UrlOpener).self)
        let missing = DependencyError.notRegistered(requirement)
        #expect(missing.description == "no dependency registered for \(requirement.name)")
        #expect(requirement.name.contains("UrlOpener"))
        #expect(
            DependencyError.typeMismatch(expected: requirement, actual: "Int").description
                == "the dependency registered for \(requirement.name) has type Int")
    }

    @Test func standardTestRegistersDriveableDoubles() throws {
        let doubles = StandardTestDependencies()
        let container = DependencyContainer.standardTest(doubles)
        let clock = try container.resolve((any NanoClock).self)
        #expect(clock === doubles.clock)
        let haptics = try container.resolve((any HapticFeedback).self)
        haptics.play(.success)
        #expect(doubles.haptics.played == [.success])
        let pasteboard = try container.resolve((any Pasteboard).self)
        pasteboard.copy("code", expiresAfter: .seconds(5))
        doubles.dates.advance(by: .seconds(5))
        #expect(pasteboard.string == nil)
        #expect(container.registered.count == DependencyRequirement.standard.count)
    }

    @Test func standardLiveRegistersEveryPrimitive() throws {
        let container = DependencyContainer.standardLive(keyValueStore: InMemoryKeyValueStore())
        try container.validate([("App", DependencyRequirement.standard)])
        #expect(try container.resolve((any NanoClock).self) is LiveClock)
        #expect(try container.resolve((any HapticFeedback).self) is NoHapticFeedback)
    }
}
