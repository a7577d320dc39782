import Foundation

/// Where a run keeps its state: a directory, or nowhere (`--ephemeral`).
public enum StateLocation: Sendable, Equatable {
    /// Session, settings and the last stack live in this directory.
    case directory(URL)
    /// Nothing is read or written; everything is forgotten when the run ends.
    case ephemeral

    /// The location for a run: `--ephemeral`, else `--state DIR`, else the default,
    /// `$XDG_STATE_HOME/<app>` when `XDG_STATE_HOME` is an absolute path, or
    /// `~/.local/state/<app>`.
    public static func resolve(
        stateOption: String?,
        ephemeral: Bool,
        appName: String,
        environment: [String: String]
    ) -> StateLocation {
        if ephemeral { return .ephemeral }
        if let stateOption { return .directory(URL(fileURLWithPath: stateOption).standardizedFileURL) }
        return .directory(defaultDirectory(appName: appName, environment: environment))
    }

    /// `$XDG_STATE_HOME/<app>` or `~/.local/state/<app>`.
    public static func defaultDirectory(appName: String, environment: [String: String]) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent(appName)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home)
            .appendingPathComponent(".local")
            .appendingPathComponent("state")
            .appendingPathComponent(appName)
    }
}
