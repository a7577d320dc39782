import NanoCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A scene as `--json` and tests see it: its type, title, bar buttons, visible controls and
/// toast.
///
/// ```swift
/// let description = SceneDescription(scene: scene)
/// description.control(withID: "submit")?.state["enabled"]   // .bool(false)
/// print(try description.jsonString())
/// ```
///
/// JSON output is deterministic: keys are sorted, absent values are `null` (never omitted).
public struct SceneDescription: Sendable, Equatable, Codable {
    /// The scene's type name (`SignUpScene`).
    public var scene: String
    /// The title, if any.
    public var title: String?
    /// The left bar button, if there is a visible one.
    public var leftBarButton: ControlDescription?
    /// The right bar button, if there is a visible one.
    public var rightBarButton: ControlDescription?
    /// The visible controls of the view, in display order.
    public var controls: [ControlDescription]
    /// The ids of hidden controls (bar buttons included), in display order. They are not
    /// rendered and refuse every action.
    public var hiddenControls: [String]
    /// The last toast shown, if any.
    public var toast: ToastDescription?

    /// Creates a description from its parts.
    public init(
        scene: String,
        title: String? = nil,
        leftBarButton: ControlDescription? = nil,
        rightBarButton: ControlDescription? = nil,
        controls: [ControlDescription] = [],
        hiddenControls: [String] = [],
        toast: ToastDescription? = nil
    ) {
        self.scene = scene
        self.title = title
        self.leftBarButton = leftBarButton
        self.rightBarButton = rightBarButton
        self.controls = controls
        self.hiddenControls = hiddenControls
        self.toast = toast
    }

    /// Describes `scene` as it is now (a scene whose view is not loaded has no controls).
    @MainActor
    public init(scene: any SceneHosting) {
        let visible: (BarButton?) -> ControlDescription? = { button in
            button.flatMap { $0.isHidden ? nil : ControlDescription($0) }
        }
        self.init(
            scene: scene.sceneName,
            title: scene.title,
            leftBarButton: visible(scene.leftBarButton),
            rightBarButton: visible(scene.rightBarButton),
            controls: scene.controls.filter { !$0.isHidden }.map { ControlDescription($0) },
            hiddenControls: scene.allControls.filter(\.isHidden).map(\.id),
            toast: scene.toast.map(ToastDescription.init)
        )
    }

    /// The visible control (bar buttons included) with `id`, if any.
    public func control(withID id: String) -> ControlDescription? {
        ([leftBarButton, rightBarButton].compactMap { $0 } + controls).first { $0.id == id }
    }

    /// The encoder `--json` uses: sorted keys, no escaped slashes, optionally pretty-printed.
    public static func jsonEncoder(prettyPrinted: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted
            ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The description as deterministic JSON (see ``jsonEncoder(prettyPrinted:)``).
    public func jsonString(prettyPrinted: Bool = true) throws -> String {
        String(decoding: try Self.jsonEncoder(prettyPrinted: prettyPrinted).encode(self), as: UTF8.self)
    }

    private enum CodingKeys: String, CodingKey {
        case scene, title, leftBarButton, rightBarButton, controls, hiddenControls, toast
    }

    /// Encodes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(title, forKey: .title)
        try container.encode(leftBarButton, forKey: .leftBarButton)
        try container.encode(rightBarButton, forKey: .rightBarButton)
        try container.encode(controls, forKey: .controls)
        try container.encode(hiddenControls, forKey: .hiddenControls)
        try container.encode(toast, forKey: .toast)
    }
}

/// A toast as `--json` and tests see it.
public struct ToastDescription: Sendable, Equatable, Codable {
    /// The toast's sentence, as the view model wrote it.
    public var message: String
    /// `info`, `success` or `error`.
    public var style: String

    /// Creates a toast description.
    public init(message: String, style: String) {
        self.message = message
        self.style = style
    }

    /// A snapshot of `toast` for the JSON description.
    public init(_ toast: Toast) {
        self.init(message: toast.message, style: toast.style.rawValue)
    }
}
