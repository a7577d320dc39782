import Testing

@testable import NanoComposition

/// A problem's own lines are indented under its `  - ` line whatever ends them.
struct CompositionErrorTextTests {
    /// A reason with CRLF line ends (text a feature or the system wrote) keeps its line ends
    /// and gets its continuation lines indented: `"\r\n"` is one `Character`, so replacing
    /// whole Characters missed the `"\n"` in it.
    @Test func crlfLinesAreIndentedToo() {
        let error = CompositionError(problems: [.unresolvableDependency(feature: "f", "first\r\nsecond\nthird")])
        let expected =
            "the app's features do not compose:\n  - feature 'f' cannot be built: first\r\n    second\n    third"
        #expect(Array(error.description.unicodeScalars) == Array(expected.unicodeScalars))
    }
}
