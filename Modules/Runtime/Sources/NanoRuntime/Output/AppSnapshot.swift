import NanoComposition
import NanoNavigation
import NanoUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An app's screens as JSON: what `nvc --json` prints after a run (or, in interactive JSON
/// mode, after each command), and what any host can hand a tool. Keys are sorted and always present, except `error`, which
/// appears only on failure. The schema is documented in docs/cli.md.
public struct AppSnapshot: Encodable, Sendable {
    /// One screen of a navigation stack.
    public struct Entry: Encodable, Sendable, Equatable {
        /// The route pattern that showed the screen (`settings/notifications`), or null.
        public var route: String?
        /// The canonical link of that route (`nvc://settings/notifications`), or null.
        public var link: String?
        /// The scene's type name (`NotificationsScene`).
        public var scene: String
        /// The scene's title, or null.
        public var title: String?

        /// Encodes every key, absent values as `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(route, forKey: .route)
            try container.encode(link, forKey: .link)
            try container.encode(scene, forKey: .scene)
            try container.encode(title, forKey: .title)
        }

        private enum CodingKeys: String, CodingKey { case route, link, scene, title }
    }

    /// The error that ended the run, as the `error` object of `--json` output.
    public struct ErrorInfo: Encodable, Sendable, Equatable {
        /// The process's exit status (`66` for no route; the table is in `nvc --help`).
        public var code: Int32
        /// A stable kind (`noRoute`, `expectationFailed`, `usage`, ...).
        public var kind: String
        /// The one-line message, as on stderr (without the `nvc: error:` prefix).
        public var message: String
        /// The script line that failed, or null.
        public var line: Int?

        /// Encodes every key, `line` as `null` when the failure is not from a script.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(kind, forKey: .kind)
            try container.encode(message, forKey: .message)
            try container.encode(line, forKey: .line)
        }

        private enum CodingKeys: String, CodingKey { case code, kind, message, line }
    }

    /// The root stack, bottom first.
    public var stack: [Entry]
    /// Each modal stack presented over it, in order.
    public var presented: [[Entry]]
    /// The visible screen (title, bar buttons, controls with id, kind and state), or null.
    public var screen: SceneDescription?
    /// The link waiting for a guard flow, or null.
    public var pending: String?
    /// The visible screen's last toast, or null.
    public var toast: ToastDescription?
    /// The tab bar showing (its tabs in order, which is selected), or null: the app has no
    /// tabs, or no bar shows (a modal covers it, or the screens outside the tabs show).
    public var tabs: TabBarDescription?
    /// The alert showing over the visible screen (title, message, style, actions with id,
    /// title and role), or null.
    public var alert: AlertDescription?
    /// The failure, when the run (or command) failed; absent otherwise.
    public var error: ErrorInfo?

    /// Encodes every key (absent values as `null`) except `error`, which is left out when
    /// there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stack, forKey: .stack)
        try container.encode(presented, forKey: .presented)
        try container.encode(screen, forKey: .screen)
        try container.encode(pending, forKey: .pending)
        try container.encode(toast, forKey: .toast)
        try container.encode(tabs, forKey: .tabs)
        try container.encode(alert, forKey: .alert)
        try container.encodeIfPresent(error, forKey: .error)
    }

    private enum CodingKeys: String, CodingKey { case stack, presented, screen, pending, toast, tabs, alert, error }
}

extension AppSnapshot {
    /// The snapshot of `app` as it is now, in one pass over its screens (each scene's link
    /// from `NanoApp.linksOnScreen`, each distinct link's route pattern resolved once).
    @MainActor
    public init(app: NanoApp?, error: AppError?) {
        let chain = app?.navigationStack.stackChain ?? []
        let links = app?.linksOnScreen ?? []
        var patterns: [String: String?] = [:]
        func pattern(_ link: String?) -> String? {
            guard let app, let link else { return nil }
            if let known = patterns[link] { return known }
            let pattern = try? app.resolveRoute(link).pattern
            patterns[link] = .some(pattern)
            return pattern
        }
        let stacks = chain.enumerated().map { index, stack in
            let stackLinks = index < links.count ? links[index] : []
            return stack.scenes.enumerated().map { position, scene in
                let link = position < stackLinks.count ? stackLinks[position] : nil
                return Entry(route: pattern(link), link: link, scene: scene.sceneName, title: scene.title)
            }
        }
        stack = stacks.first ?? []
        presented = Array(stacks.dropFirst())
        let top = chain.last?.topScene
        screen = top.map { SceneDescription(scene: $0) }
        pending = app?.pendingLink
        toast = top?.toast.map(ToastDescription.init)
        tabs = app?.tabContainer.tabBar
        alert = app?.navigationStack.visibleAlert?.description
        self.error = error.map {
            ErrorInfo(code: $0.status.rawValue, kind: $0.kind, message: $0.description, line: $0.line)
        }
    }

    /// Sorted-key JSON, pretty-printed or on one line.
    public func json(pretty: Bool) -> String {
        guard let data = try? SceneDescription.jsonEncoder(prettyPrinted: pretty).encode(self) else {
            return #"{"error":{"code":70,"kind":"internalError","line":null,"message":"cannot encode the output"}}"#
        }
        return String(decoding: pretty ? Self.collapsingEmptyArrays(Array(data)) : Array(data), as: UTF8.self)
    }

    /// Some Foundations pretty-print an empty array as `[\n\n  ]`: this writes `[]`. Only
    /// brackets followed by whitespace containing a line break are touched, and raw line
    /// breaks never occur inside JSON strings, so no value changes.
    public static func collapsingEmptyArrays(_ bytes: [UInt8]) -> [UInt8] {
        let open = UInt8(ascii: "[")
        let close = UInt8(ascii: "]")
        let newline = UInt8(ascii: "\n")
        let whitespace: Set<UInt8> = [UInt8(ascii: " "), newline, UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            result.append(bytes[index])
            if bytes[index] == open {
                var end = index + 1
                while end < bytes.count, whitespace.contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == close, bytes[(index + 1)..<end].contains(newline) {
                    result.append(close)
                    index = end
                }
            }
            index += 1
        }
        return result
    }
}
