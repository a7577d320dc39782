import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension TextRenderer {
    /// How a ``TextRenderer`` draws: width, character set and colour.
    ///
    /// The defaults (60 columns, Unicode, no colour) are deterministic and are what snapshot
    /// tests use. A command-line tool picks options for its terminal with
    /// ``forTerminal(environment:isTTY:)`` or ``forStandardOutput()``.
    public struct Options: Sendable, Equatable {
        /// The characters a rendering may use.
        public enum Charset: String, Sendable, Equatable, CaseIterable {
            /// Box-drawing characters, `…`, `•` and a few symbols.
            case unicode
            /// 7-bit ASCII only: `+-|`, `...`, `*`; accented letters in content are folded
            /// (`José` → `Jose`) and other characters shown as `?`.
            case ascii
        }

        /// The narrowest rendering: smaller widths are raised to this.
        public static let minimumWidth = 24
        /// The widest rendering: larger widths are lowered to this.
        public static let maximumWidth = 200
        /// The width used when none is given.
        public static let defaultWidth = 60

        /// The total width in columns, box included. Clamped to
        /// ``minimumWidth``...``maximumWidth`` when rendering.
        public var width: Int
        /// The characters the rendering may use.
        public var charset: Charset
        /// Whether to add ANSI colours (bold title, dim disabled controls, coloured toasts).
        public var color: Bool

        /// Creates options.
        /// - Parameters:
        ///   - width: The total width in columns, clamped to ``minimumWidth``...``maximumWidth``.
        ///   - charset: The characters the rendering may use.
        ///   - color: Whether to add ANSI colours.
        public init(width: Int = Options.defaultWidth, charset: Charset = .unicode, color: Bool = false) {
            self.width = width
            self.charset = charset
            self.color = color
        }

        /// The width actually used: ``width`` clamped to ``minimumWidth``...``maximumWidth``.
        public var effectiveWidth: Int { min(max(width, Self.minimumWidth), Self.maximumWidth) }

        /// Options for output to a terminal described by `environment`:
        /// - colour only when `isTTY`, `NO_COLOR` is unset or empty (no-color.org), and `TERM`
        ///   is not `dumb`;
        /// - Unicode only under the same conditions and a UTF-8 locale (the first non-empty
        ///   of `LC_ALL`, `LC_CTYPE`, `LANG` mentions `UTF-8`/`UTF8`); ASCII otherwise;
        /// - width: `COLUMNS` when it is a number below ``defaultWidth``, else ``defaultWidth``.
        ///
        /// - Parameters:
        ///   - environment: The process environment (`ProcessInfo.processInfo.environment`).
        ///   - isTTY: Whether the output is a terminal.
        public static func forTerminal(environment: [String: String], isTTY: Bool) -> Options {
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumb = environment["TERM"] == "dumb"
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
            let normalizedLocale = locale.uppercased().replacingOccurrences(of: "-", with: "")
            let isUTF8 = normalizedLocale.contains("UTF8")
            let fancy = isTTY && !noColor && !dumb
            let columns = environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            return Options(
                width: min(columns ?? defaultWidth, defaultWidth),
                charset: fancy && isUTF8 ? .unicode : .ascii,
                color: fancy
            )
        }

        /// ``forTerminal(environment:isTTY:)`` for this process's environment and standard output.
        public static func forStandardOutput() -> Options {
            forTerminal(environment: ProcessInfo.processInfo.environment, isTTY: standardOutputIsTerminal)
        }

        private static var standardOutputIsTerminal: Bool {
            #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
                isatty(STDOUT_FILENO) != 0
            #else
                false
            #endif
        }
    }
}
