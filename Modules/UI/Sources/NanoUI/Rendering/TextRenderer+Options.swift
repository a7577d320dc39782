#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// ``forTerminal(environment:isTTY:columns:)`` or ``forStandardOutput()``.
    public struct Options: Sendable, Equatable {
        /// The characters a rendering may use.
        public enum Charset: String, Sendable, Equatable, CaseIterable {
            /// Box-drawing characters, `…`, `•` and a few symbols; text as it is.
            case unicode
            /// 7-bit ASCII only: `+-|`, `...`, `*`; as the text charset, accented letters are
            /// folded (`José` → `Jose`) and other characters shown as `?`.
            case ascii
        }

        /// How large the person reads text (UIKit's `UIContentSizeCategory`), as a text
        /// rendering can honour it.
        public enum ContentSize: String, Sendable, Equatable, CaseIterable {
            /// One line per control; long text is cut with `…`.
            case standard
            /// Larger text: a label's text wraps onto as many lines as it needs instead of being
            /// cut, and a blank line separates the controls.
            case large
            /// Accessibility sizes: as `large`, and each control's id stands on a line of its own
            /// with the control indented below it, so the control gets (almost) the full width.
            case accessibility
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
        /// The characters the drawing itself (box, marks, ellipsis) may use.
        public var charset: Charset
        /// The characters the app's text (titles, labels, field text, rows, toasts) may use:
        /// `.unicode` shows it exactly; `.ascii` folds it for a terminal whose locale is not
        /// UTF-8. Independent of ``charset``, so plain ASCII boxes can hold `José` or `東京`.
        public var textCharset: Charset
        /// Whether to add ANSI colours (bold title, dim disabled controls, coloured toasts).
        public var color: Bool
        /// When set, the back button is drawn as `‹ <id>` — the id a command line taps — instead
        /// of `‹ Back`, so what is drawn is what a script types.
        public var backButtonID: String?
        /// How large text is: see ``ContentSize``.
        public var contentSize: ContentSize
        /// The framework's own words (an alert box's name, role marks, `(no rows)`, `‹ Back`),
        /// in the app's language: a host sets the app's (NanoApp's `containerTexts`); English
        /// unless set.
        public var texts: ContainerTexts = .english

        /// Creates options.
        /// - Parameters:
        ///   - width: The total width in columns, clamped to ``minimumWidth``...``maximumWidth``.
        ///   - charset: The characters the drawing may use.
        ///   - color: Whether to add ANSI colours.
        ///   - textCharset: The characters the app's text may use; `charset` when `nil`.
        ///   - backButtonID: Draw the back button as `‹ <id>` (see ``backButtonID``).
        ///   - contentSize: How large text is (see ``ContentSize``).
        public init(
            width: Int = Options.defaultWidth, charset: Charset = .unicode, color: Bool = false,
            textCharset: Charset? = nil, backButtonID: String? = nil, contentSize: ContentSize = .standard
        ) {
            self.width = width
            self.charset = charset
            self.color = color
            self.textCharset = textCharset ?? charset
            self.backButtonID = backButtonID
            self.contentSize = contentSize
        }

        /// The width actually used: ``width`` clamped to ``minimumWidth``...``maximumWidth``.
        public var effectiveWidth: Int { min(max(width, Self.minimumWidth), Self.maximumWidth) }

        /// Options for output to a terminal described by `environment`:
        /// - colour only when `isTTY`, `NO_COLOR` is unset or empty (no-color.org), and `TERM`
        ///   is not `dumb`;
        /// - Unicode drawing only under the same conditions and a UTF-8 locale (the first
        ///   non-empty of `LC_ALL`, `LC_CTYPE`, `LANG` mentions `UTF-8`/`UTF8`); ASCII otherwise;
        /// - the app's text exactly (UTF-8) unless the locale says otherwise: it is set and
        ///   names no UTF-8 codeset (`C`, `POSIX`, `en_US.ISO-8859-1`); then folded to ASCII;
        /// - width: `columns` (the terminal's measured width) or else `COLUMNS` when it is a
        ///   number below ``defaultWidth``; else ``defaultWidth``.
        ///
        /// - Parameters:
        ///   - environment: The process environment (`ProcessInfo.processInfo.environment`).
        ///   - isTTY: Whether the output is a terminal.
        ///   - columns: The terminal's width as measured (`TIOCGWINSZ`), if known.
        public static func forTerminal(environment: [String: String], isTTY: Bool, columns: Int? = nil) -> Options {
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumb = environment["TERM"] == "dumb"
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
            let isUTF8 = locale.map(namesUTF8)
            let fancy = isTTY && !noColor && !dumb
            let width = columns ?? environment["COLUMNS"].flatMap { Int($0.trimmingSpaces()) }
            return Options(
                width: min(width ?? defaultWidth, defaultWidth),
                charset: fancy && isUTF8 == true ? .unicode : .ascii,
                color: fancy,
                textCharset: isUTF8 == false ? .ascii : .unicode
            )
        }

        /// ``forTerminal(environment:isTTY:columns:)`` for this process's environment and standard output.
        public static func forStandardOutput() -> Options {
            forTerminal(environment: ProcessInfo.processInfo.environment, isTTY: standardOutputIsTerminal)
        }

        /// Whether a locale name mentions the UTF-8 codeset: `UTF8` in it, ignoring ASCII case
        /// and `-` (`en_US.UTF-8`, `C.utf8`). Byte by byte: `String.contains` searches with
        /// generic machinery whose first use makes the runtime scan every conformance record.
        static func namesUTF8(_ locale: String) -> Bool {
            let pattern: [UInt8] = [0x55, 0x54, 0x46, 0x38]  // "UTF8": no letter repeats
            var matched = 0
            for byte in locale.utf8 where byte != UInt8(ascii: "-") {
                let upper = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
                if upper == pattern[matched] {
                    matched += 1
                    if matched == pattern.count { return true }
                } else {
                    matched = upper == pattern[0] ? 1 : 0
                }
            }
            return false
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
