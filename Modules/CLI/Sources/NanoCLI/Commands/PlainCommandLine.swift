import ArgumentParser

/// Reads a plain `open`, `resume` or `routes` command line without ArgumentParser.
///
/// ArgumentParser finds a command's options by reflecting (`Mirror`) over its property
/// wrappers, and parses every command line three times (two probes for
/// `--generate-completion-script`, then the command); in a process that runs once, each type
/// it reflects on and each generic wrapper it instantiates costs a scan of every protocol
/// conformance record in the binary. For `nvc open nvc://home` that was 17.9 M of 40.2 M
/// instructions (docs/performance.md, "nvc startup").
///
/// This reader takes only the command lines whose meaning is certain: `--version` alone, or
/// the subcommand first,
/// then its long options (`--name VALUE`, `--name=VALUE`, `--flag`) and, for `open`, one link,
/// each option given once (except the repeatable ones), no value that starts with a dash, and
/// the same checks as the commands' `validate()`. Anything else — help, `--version`, `--`,
/// short options, an unknown or repeated option, a missing value, an extra argument, a check
/// that fails — returns `nil`, and ArgumentParser reads the line as before, so help, usage
/// errors and completion are unchanged. `PlainCommandLineTests` checks that whatever this
/// reader accepts, ArgumentParser reads the same way.
enum PlainCommandLine {
    /// The command `arguments` (without the program name) ask for, or `nil` when
    /// ArgumentParser must read them. `preview`: whether the app is a feature preview, whose
    /// `open` and `resume` take `--guard` (an app's refuse it, as its commands do not have it).
    static func parse(_ arguments: [String], preview: Bool) -> CommandChoice? {
        guard let name = arguments.first else { return nil }
        // ArgumentParser answers `--version` alone with the version, after building its whole
        // command tree (the root command's help text included) to find that out.
        if arguments == ["--version"] { return .version }
        var reader = Reader(arguments: arguments.dropFirst(), preview: preview)
        do {
            switch name {
            case "open":
                let (settings, values) = try reader.runSettings()
                guard values.count == 1 else { return nil }
                return .open(link: values[0], settings)
            case "resume":
                let (settings, values) = try reader.runSettings()
                guard values.isEmpty else { return nil }
                try settings.checkResume()
                return .resume(settings)
            case "routes":
                return .routes(try reader.routesSettings())
            default:
                return nil
            }
        } catch {
            return nil
        }
    }

    /// A command line ArgumentParser must read.
    private struct NotPlain: Error {}

    /// Walks the arguments after the subcommand.
    private struct Reader {
        var arguments: ArraySlice<String>
        /// The options that may be given once, seen so far: a second `--state` falls back.
        private var seen: [Substring] = []
        /// Whether `--guard` is an option (a preview's).
        let preview: Bool

        init(arguments: ArraySlice<String>, preview: Bool) {
            self.arguments = arguments
            self.preview = preview
        }

        /// `open` and `resume`'s options, and the arguments that are not options.
        mutating func runSettings() throws -> (RunSettings, [String]) {
            var settings = RunSettings()
            var values: [String] = []
            while let argument = arguments.popFirst() {
                guard let (name, inline) = Self.option(argument) else {
                    values.append(argument)
                    continue
                }
                switch name {
                case "state": settings.state = try once(name, inline)
                case "record": settings.record = try once(name, inline)
                case "locale": settings.locale = try once(name, inline)
                case "script": settings.scripts.append(try value(inline))
                case "disable-feature": settings.disabledFeatures.append(try value(inline))
                case "guard" where preview: settings.guards.append(try value(inline))
                case "ephemeral": settings.ephemeral = try flag(name, inline)
                case "json": settings.json = try flag(name, inline)
                case "interactive": settings.interactive = try flag(name, inline)
                default: throw NotPlain()
                }
            }
            try settings.check()
            try GuardOptions.check(settings.guards)
            return (settings, values)
        }

        /// `routes`' options (it takes no other argument).
        mutating func routesSettings() throws -> RoutesSettings {
            var settings = RoutesSettings()
            while let argument = arguments.popFirst() {
                guard let (name, inline) = Self.option(argument) else { throw NotPlain() }
                switch name {
                case "json": settings.json = try flag(name, inline)
                case "dot": settings.dot = try flag(name, inline)
                case "disable-feature": settings.disabledFeatures.append(try value(inline))
                default: throw NotPlain()
                }
            }
            try settings.check()
            return settings
        }

        /// A long option's name and its `=VALUE`; `nil` for an argument ArgumentParser reads
        /// as a value (no leading dash, `-` or empty). Anything else dashed (short options,
        /// `--`, `---x`, `--name=` with nothing after the sign) has a name no case matches.
        private static func option(_ argument: String) -> (name: Substring, inline: String?)? {
            guard argument.hasPrefix("-"), argument != "-" else { return nil }
            guard argument.hasPrefix("--") else { return ("", nil) }
            let body = argument.dropFirst(2)
            guard let sign = body.firstIndex(of: "=") else { return (body, nil) }
            let value = body[body.index(after: sign)...]
            return value.isEmpty ? ("", nil) : (body[..<sign], String(value))
        }

        /// The value of a repeatable option: `=VALUE`, else the next argument if it is a value.
        private mutating func value(_ inline: String?) throws -> String {
            if let inline { return inline }
            guard let next = arguments.first, Self.option(next) == nil else { throw NotPlain() }
            arguments.removeFirst()
            return next
        }

        /// The value of an option that may be given once.
        private mutating func once(_ name: Substring, _ inline: String?) throws -> String {
            guard !seen.contains(name) else { throw NotPlain() }
            seen.append(name)
            return try value(inline)
        }

        /// `true` for a flag given once and without `=VALUE`.
        private mutating func flag(_ name: Substring, _ inline: String?) throws -> Bool {
            guard inline == nil, !seen.contains(name) else { throw NotPlain() }
            seen.append(name)
            return true
        }
    }
}
