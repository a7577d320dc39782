import Testing

@testable import SignUpFeature

struct EmailValidationTests {
    @Test(arguments: [
        "ada@example.com",
        "a@b.co",
        "ada.lovelace+nano@mail.example.org",
        "  ada@example.com  ",  // surrounding whitespace is trimmed, not an error
        "ADA@EXAMPLE.COM",
    ])
    func accepts(_ email: String) {
        #expect(EmailValidation.isValid(email))
    }

    @Test(arguments: [
        "",
        "   ",
        "ada",
        "ada@",
        "@example.com",  // nothing before the @
        "ada@example",  // no dot in the domain
        "ada@.com",  // dot at the start of the domain
        "ada@example.",  // dot at the end of the domain
        "ada@example..com",  // two dots in a row
        "ada@@example.com",  // two @
        "ada@mail@example.com",
        "a da@example.com",  // a space inside
        "ada@exa mple.com",
        "ada@example.com\tx",
    ])
    func rejects(_ email: String) {
        #expect(!EmailValidation.isValid(email))
    }

    @Test func normalizesAndSplits() {
        #expect(EmailValidation.normalized(" ada@example.com\n") == "ada@example.com")
        #expect(EmailValidation.localPart(of: " Taken@example.com") == "Taken")
        #expect(EmailValidation.localPart(of: "no-at-sign") == "no-at-sign")
    }
}

struct SignUpFormTests {
    @Test(arguments: [
        // name, email, valid, shows hint
        ("", "", false, false),
        ("", "ada@example.com", false, false),
        ("   ", "ada@example.com", false, false),
        ("Ada", "", false, false),
        ("Ada", "ada", false, true),
        ("Ada", "ada@example", false, true),
        ("Ada", "ada@example.com", true, false),
        (" Ada ", " ada@example.com ", true, false),
    ])
    func validity(name: String, email: String, isValid: Bool, showsHint: Bool) {
        let form = SignUpForm(name: name, email: email)
        #expect(form.isValid == isValid)
        #expect(form.showsEmailHint == showsHint)
    }

    @Test func submissionIsTrimmed() {
        let form = SignUpForm(name: "  Ada Lovelace \n", email: " ada@example.com ")
        #expect(form.submission == SignUpForm(name: "Ada Lovelace", email: "ada@example.com"))
    }

    @Test func errorsHaveHumanMessages() {
        #expect(SignUpError.emailTaken.description == "That email is already registered")
        #expect(SignUpError.invalidEmail.description == "Enter a valid email address")
        #expect(SignUpError.missingName.description == "Enter your name")
        #expect(SignUpError.sessionNotSaved(reason: "disk full").description.contains("disk full"))
        #expect(SignUpError.unavailable(reason: "offline").description == "Sign-up is unavailable: offline")
    }
}
