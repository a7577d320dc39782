import NanoContract
import NanoNavigation
import NanoStrings

/// The texts of ``localizedSamplePlugin()``: English and German.
public enum SampleText: String, StringKey {
    /// "Hello, {1}" / "Hallo, {1}".
    case greeting

    /// English and German.
    public static let table = StringTable<SampleText>(
        [.greeting: "Hello, {1}"], translations: [.german: [.greeting: "Hallo, {1}"]])
}

/// A sample feature `hello` whose route `hello` shows a detail page greeting "world" in the
/// app's language (`Hello, world`, `Hallo, world`): what a host test opens to see which
/// language an app was given (the web server's per-session `Accept-Language`, `--locale`).
/// It needs the app's `Language`, as a feature with string tables does.
@MainActor
public func localizedSamplePlugin() -> any FeaturePlugin { LocalizedSamplePlugin() }

private struct LocalizedSamplePlugin: FeaturePlugin {
    let id = "hello"

    var needs: FeatureNeeds<Language> { FeatureNeeds(Language.self) { $0 } }

    func register(in feature: inout FeatureRegistrar<Language>) {
        feature.route("hello", summary: "A greeting in the app's language") { context throws(RouteError) in
            let greeting = Strings<SampleText>(context.dependencies)(.greeting, "world")
            return try context.start {
                SamplePageCoordinator<SampleDetailScene>(navigationStack: $0, greeting: greeting) { _ in }
            }
        }
    }
}
