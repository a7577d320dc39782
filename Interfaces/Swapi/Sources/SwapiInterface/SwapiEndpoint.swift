import NanoFixtureServer

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where an app's Star Wars data comes from, as its command line chose it: the project's own
/// API started in process (``SwapiFixture/startDefaultAPI(faults:port:)``), playing a fault
/// plan (`--api-faults FILE`), or a SWAPI-compatible API elsewhere (`--api URL`). Faults are
/// played by the built-in server only: a remote API fails as it fails.
public enum SwapiEndpoint: Sendable, Equatable {
    /// The built-in API, playing `faults` (`.none` for none).
    case builtIn(faults: FaultPlan)
    /// The API at this base URL (`https://swapi.dev/api/`).
    case remote(URL)

    /// The built-in API playing no fault: what an app uses when its command line chose nothing.
    public static var builtInWithoutFaults: SwapiEndpoint { .builtIn(faults: .none) }

    /// The endpoint `--api` (`api`, an address the command line has checked) and `--api-faults`
    /// (`faults`, the plan file's JSON text) ask for: the remote API when `api` is given,
    /// else the built-in one with the plan (none when `faults` is `nil`).
    /// - Throws: The plan's ``FaultPlanError`` (``problem(faults:)`` words it for a person).
    public init(api: String?, faults: String?) throws(FaultPlanError) {
        if let api, let url = URL(string: api) {
            self = .remote(url)
            return
        }
        self = .builtIn(
            faults: try faults.map { text throws(FaultPlanError) in try FaultPlan.parse(Array(text.utf8)) } ?? .none)
    }

    /// What makes the fault plan text `faults` unusable (`fault plan rule 2: count 0 must be at
    /// least 1`), or `nil` when it reads: what an app's `checkApiFaults` answers.
    public static func problem(faults: String) -> String? {
        do {
            _ = try FaultPlan.parse(Array(faults.utf8))
            return nil
        } catch {
            return error.description
        }
    }
}

/// A feature whose Star Wars data the app chooses at launch (the catalogue): an app that gets
/// the feature from a plugin library, and so cannot build it itself (the plugin host), hands
/// it the launch's ``SwapiEndpoint`` through ``using(_:)``.
@MainActor
public protocol SwapiEndpointChoosing {
    /// The same feature, taking its data from `endpoint`.
    func using(_ endpoint: SwapiEndpoint) -> Self
}
