import Foundation
import NanoCore
import NanoTesting
import SessionInterface
import Testing

@testable import SignUpFeature

@MainActor
struct SignUpViewModelTests {
    // MARK: Initial state

    @Test func startsEmptyDisabledIdleAndWithoutHint() {
        let harness = SignUpHarness()
        #expect(harness.isSubmitEnabled == false)
        #expect(harness.isEmailHintVisible == false)
        #expect(harness.isLoading == false)
        #expect(harness.initialName.isEmpty, "no prefill: the fields are left untouched")
        #expect(harness.initialEmail.isEmpty)
        #expect(harness.steps.isEmpty)
        #expect(harness.toasts.isEmpty)
    }

    // MARK: Validation

    @Test(arguments: [
        // name, email, submit enabled, hint visible
        ("", "", false, false),
        ("Ada", "", false, false),
        ("", "ada@example.com", false, false),
        ("   ", "ada@example.com", false, false),
        ("Ada", "ada", false, true),
        ("Ada", "ada@example", false, true),
        ("Ada", "ada @example.com", false, true),
        ("Ada", "ada@example.com", true, false),
        (" Ada ", "ada@example.com ", true, false),
    ])
    func submitIsEnabledOnlyForAValidForm(name: String, email: String, isEnabled: Bool, showsHint: Bool) {
        let harness = SignUpHarness()
        harness.fill(name: name, email: email)
        #expect(harness.isSubmitEnabled == isEnabled)
        #expect(harness.isEmailHintVisible == showsHint)
        #expect(harness.isFormIncomplete == !isEnabled, "a disabled submit with no request running says why")
    }

    @Test func theHintFollowsTheEmailAsItIsTyped() {
        let harness = SignUpHarness()
        harness.type(email: "ada")
        #expect(harness.isEmailHintVisible == true)
        harness.type(email: "ada@example.com")
        #expect(harness.isEmailHintVisible == false)
        harness.type(email: "ada@example")
        #expect(harness.isEmailHintVisible == true)
        harness.type(email: "")
        #expect(harness.isEmailHintVisible == false, "an empty field is not an error yet")
    }

    @Test func clearingAFieldDisablesSubmitAgain() {
        let harness = SignUpHarness()
        harness.fill(name: "Ada", email: "ada@example.com")
        #expect(harness.isSubmitEnabled == true)
        harness.type(name: "")
        #expect(harness.isSubmitEnabled == false)
    }

    // MARK: Submitting

    @Test func loadingDuringTheRequestAndNotAfter() {
        let harness = SignUpHarness()
        harness.fill(name: "Ada", email: "ada@example.com")
        harness.tapSubmit()
        #expect(harness.isLoading == true)
        #expect(harness.isSubmitEnabled == false, "no second submit while in flight")
        harness.clock.advance(by: .milliseconds(299))
        #expect(harness.isLoading == true)
        #expect(harness.steps.isEmpty)
        harness.clock.advance(by: .milliseconds(1))
        #expect(harness.isLoading == false)
        #expect(harness.loadingHistory == [false, true, false])
    }

    @Test func twoTapsMakeOneRequest() {
        let harness = SignUpHarness()
        harness.fill(name: "Ada", email: "ada@example.com")
        harness.tapSubmit()
        harness.tapSubmit()  // sneaks through although the button reads disabled
        harness.clock.advance(by: .milliseconds(100))
        harness.tapSubmit()
        harness.finishRequest()
        #expect(harness.service.requests.count == 1)
        #expect(harness.steps == [.signedUp])
    }

    @Test func tapsOnAnInvalidFormAreIgnored() {
        let harness = SignUpHarness()
        harness.tapSubmit()
        harness.fill(name: "Ada", email: "ada@example")
        harness.tapSubmit()
        harness.finishRequest()
        #expect(harness.service.requests.isEmpty)
        #expect(harness.isLoading == false)
        #expect(harness.steps.isEmpty)
    }

    @Test func successStoresTheSessionThenStepsOn() throws {
        let harness = SignUpHarness()
        harness.fill(name: "  Ada Lovelace ", email: " ada@example.com")
        harness.tapSubmit()
        #expect(
            harness.service.requests == [SignUpForm(name: "Ada Lovelace", email: "ada@example.com")],
            "the service gets the trimmed form")
        #expect(harness.session == nil, "nothing is stored before the service answers")
        harness.finishRequest()
        let session = try #require(harness.session)
        #expect(
            session == Session(name: "Ada Lovelace", email: "ada@example.com", signedInAt: harness.service.dates.now))
        #expect(harness.steps == [.signedUp])
        #expect(harness.toasts.isEmpty)
    }

    @Test func aTakenEmailShowsAnErrorToastAndStays() {
        let harness = SignUpHarness()
        harness.fill(name: "Ada", email: "taken@example.com")
        harness.tapSubmit()
        harness.finishRequest()
        #expect(harness.toasts == [Toast("That email is already registered", style: .error)])
        #expect(harness.steps.isEmpty)
        #expect(harness.isLoading == false)
        #expect(harness.isSubmitEnabled == true, "the person can try again")
        #expect(harness.session == nil)
    }

    @Test func afterAnErrorTheNextSubmitStillWorks() {
        let harness = SignUpHarness()
        harness.fill(name: "Ada", email: "taken@example.com")
        harness.tapSubmit()
        harness.finishRequest()
        harness.type(email: "ada@example.com")
        harness.tapSubmit()
        harness.finishRequest()
        #expect(harness.service.requests.map(\.email) == ["taken@example.com", "ada@example.com"])
        #expect(harness.steps == [.signedUp])
        #expect(harness.toasts.count == 1)
    }

    @Test func aSessionThatCannotBeStoredIsAnErrorToo() {
        let harness = SignUpHarness(sessions: failingSessions())
        harness.fill(name: "Ada", email: "ada@example.com")
        harness.tapSubmit()
        harness.finishRequest()
        #expect(harness.steps.isEmpty)
        #expect(harness.isLoading == false)
        #expect(harness.toasts.map(\.style) == [.error])
        #expect(harness.toasts.first?.message.hasPrefix("Signed up, but the session could not be saved:") == true)
        #expect(harness.toasts.first?.message.contains("the disk is full") == true)
        #expect(harness.session == nil)
    }

    @Test func anyServiceFailureIsShownWithItsMessage() {
        let service = SpySignUpService()
        service.immediateFailure = .unavailable(reason: "offline")
        let harness = SignUpHarness(service: service)
        harness.fill(name: "Ada", email: "ada@example.com")
        harness.tapSubmit()
        #expect(harness.toasts == [Toast("Sign-up is unavailable: offline", style: .error)])
        #expect(harness.isLoading == false)
        #expect(harness.loadingHistory == [false, true, false])
    }

    // MARK: Prefill

    @Test func prefillIsTheFieldsInitialTextAndPartOfTheForm() {
        let harness = SignUpHarness(prefill: SignUpForm(name: "Ada", email: "ada@example.com"))
        #expect(harness.initialName == ["Ada"])
        #expect(harness.initialEmail == ["ada@example.com"])
        #expect(harness.isSubmitEnabled == true, "a complete prefill can be submitted without typing")
        harness.tapSubmit()
        harness.finishRequest()
        #expect(harness.service.requests == [SignUpForm(name: "Ada", email: "ada@example.com")])
        #expect(harness.steps == [.signedUp])
    }

    @Test func editingOneFieldKeepsTheOtherPrefill() {
        let harness = SignUpHarness(prefill: SignUpForm(name: "Ada", email: ""))
        #expect(harness.initialName == ["Ada"])
        #expect(harness.initialEmail.isEmpty)
        #expect(harness.isSubmitEnabled == false)
        harness.type(email: "ada@example.com")
        #expect(harness.isSubmitEnabled == true)
        harness.tapSubmit()
        #expect(harness.service.requests.map(\.name) == ["Ada"])
    }

    @Test func anInvalidPrefilledEmailShowsTheHintAtOnce() {
        let harness = SignUpHarness(prefill: SignUpForm(name: "Ada", email: "ada@"))
        #expect(harness.isEmailHintVisible == true)
        #expect(harness.isSubmitEnabled == false)
    }
}

/// A session service whose writes fail, as a full disk would.
@MainActor
func failingSessions() -> InMemorySessionService {
    let sessions = InMemorySessionService()
    sessions.failure = SessionError("could not write key-value store file /state/state.json: the disk is full")
    return sessions
}
