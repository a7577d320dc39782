import NanoRuntime

/// Where one run's plugins come from: `--plugin FILE` (repeatable), `--plugins DIR` and the
/// directories in `$<APP>_PLUGINS` (`NVC_PLUGINS`, colon-separated); and whether
/// `--allow-unsafe-plugin-permissions` lets a library that others may write load.
///
/// The options are taken out of the arguments before swift-argument-parser sees them, so they
/// work before or after the subcommand (`nvc --plugin x.so open home`, `nvc open home --plugin
/// x.so`) and with `--version`, which lists the plugins loaded.
struct PluginRequest: Equatable {
    /// `--plugin` files, in order.
    var files: [String] = []
    /// `--plugins` directories, then the environment's.
    var directories: [String] = []
    /// `--allow-unsafe-plugin-permissions`: skip the owner and mode checks (docs/cli.md,
    /// "Plugins"); the library is still opened once and loaded from that descriptor.
    var allowsUnsafePermissions = false

    /// The option that turns the permission checks off.
    static let allowUnsafeOption = "--allow-unsafe-plugin-permissions"

    /// Whether nothing is asked for.
    var isEmpty: Bool { files.isEmpty && directories.isEmpty }

    /// The environment variable naming plugin directories for the app called `name`.
    static func environmentVariable(forApp name: String) -> String {
        String(name.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_PLUGINS"
    }

    /// Splits `arguments` into the plugin options and the rest (everything after `--` is left
    /// alone), adding the directories of `environment[variable]`.
    static func extract(from arguments: [String], environment: [String: String], variable: String)
        throws(AppError) -> (request: PluginRequest, remaining: [String])
    {
        var request = PluginRequest()
        var remaining: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining += arguments[index...]
                break
            }
            if argument == allowUnsafeOption {
                request.allowsUnsafePermissions = true
                index += 1
                continue
            }
            let option = ["--plugin", "--plugins"].first { argument == $0 || argument.hasPrefix($0 + "=") }
            guard let option else {
                remaining.append(argument)
                index += 1
                continue
            }
            let value: String
            if argument == option {
                guard index + 1 < arguments.endIndex, !arguments[index + 1].isEmpty else {
                    throw AppError(
                        .usage, "\(option) needs a \(option == "--plugin" ? "file" : "directory") path")
                }
                value = arguments[index + 1]
                index += 2
            } else {
                value = String(argument.dropFirst(option.count + 1))
                guard !value.isEmpty else {
                    throw AppError(
                        .usage, "\(option) needs a \(option == "--plugin" ? "file" : "directory") path")
                }
                index += 1
            }
            if option == "--plugin" { request.files.append(value) } else { request.directories.append(value) }
        }
        request.directories += (environment[variable] ?? "").split(separator: ":").map(String.init)
        return (request, remaining)
    }
}
