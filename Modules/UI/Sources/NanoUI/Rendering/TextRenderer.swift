import NanoCore

/// Draws a scene as deterministic text: a box with the scene's name, a title bar with the back
/// and bar buttons, one line per control (its id, then its state) and the toast at the bottom.
///
/// ```
/// ┌─ SignUpScene ──────────────────────────────────┐
/// │ ‹ Back              Sign up               Skip │
/// ├────────────────────────────────────────────────┤
/// │ name     [Ada Lovelace________________________] │
/// │ password [••••••••____________________________] │
/// │ submit   ( Sign up )                   disabled │
/// │ loading  · idle                                 │
/// └────────────────────────────────────────────────┘
/// ```
///
/// The same scene in the same state always renders the same text. Long text is cut with `…`
/// (`...` in ASCII) and toasts wrap, so nothing overflows the box — except a control id, which
/// is never cut (it is what a person types to act on the control): one too long for the id
/// column gets a line of its own above its control. Hidden controls are not drawn.
/// Rendering reads only the scene's ``SceneDescription``, so the text and `--json` agree.
public struct TextRenderer: Sendable {
    /// Width, character set and colour.
    public var options: Options

    /// A renderer drawing with `options` (width, character set, colour, content size);
    /// `Options.forStandardOutput()` picks them for this terminal.
    public init(_ options: Options = Options()) {
        self.options = options
    }

    /// Renders `scene` as it is now.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - showsBackButton: Whether the scene's stack has a screen to go back to (the
    ///     navigation layer knows). A scene whose config hides the back button, or that has a
    ///     visible left bar button, shows no back button either way.
    ///   - alert: An alert showing over the scene: drawn as a box of its own over the top of
    ///     the scene's controls, which are dimmed under it (see ``render(_:showsBackButton:alert:)``).
    /// - Returns: The lines of the rendering, joined by `\n`, without a trailing newline.
    @MainActor
    public func render(_ scene: any SceneHosting, showsBackButton: Bool, alert: AlertDescription? = nil) -> String {
        render(
            SceneDescription(scene: scene), showsBackButton: showsBackButton && !scene.config.hidesBackButton,
            alert: alert)
    }

    /// Renders a scene description (what the scene overload draws), with `alert`, if any,
    /// drawn over the scene's controls: a box named `Alert` (`Confirm` for a confirmation
    /// dialog) with the title, the message and one line per action — its id, the button, and
    /// its role when it is not `default` — replacing the first lines of the body, the rest of
    /// which is dimmed (the screen under an alert takes no action).
    public func render(_ description: SceneDescription, showsBackButton: Bool, alert: AlertDescription? = nil)
        -> String
    {
        let box = Box(options: options)
        var lines = [box.top(name: sanitize(description.scene))]
        if let header = header(description, showsBackButton: showsBackButton, width: box.innerWidth) {
            lines.append(box.row(header, overflowing: false))
            lines.append(box.separator())
        }
        let body = body(description.controls, width: box.innerWidth)
        if let alert {
            var rows = body.map { box.row($0.line.restyled(.dim), overflowing: false) }
            for (index, line) in alertLines(alert, width: box.innerWidth).enumerated() {
                if index < rows.count {
                    rows[index] = box.row(line, overflowing: false)
                } else {
                    rows.append(box.row(line, overflowing: false))
                }
            }
            lines += rows
        } else {
            lines += body.map { box.row($0.line, overflowing: $0.isWholeID) }
        }
        if let toast = description.toast {
            lines.append(box.separator())
            lines += toastLines(toast, width: box.innerWidth).map { box.row($0, overflowing: false) }
        }
        lines.append(box.bottom())
        return lines.joined(separator: "\n")
    }

    var glyphs: Glyphs { Glyphs.forCharset(options.charset) }

    func sanitize(_ text: String) -> String {
        TerminalText.sanitize(text, charset: options.textCharset)
    }

    // MARK: Title bar

    private func header(_ description: SceneDescription, showsBackButton: Bool, width: Int) -> StyledLine? {
        let back = glyphs.backArrow + " " + sanitize(options.backButtonID ?? options.texts.back)
        let left = description.leftBarButton.map(barButton) ?? (showsBackButton ? StyledLine(back) : StyledLine())
        let right = description.rightBarButton.map(barButton) ?? StyledLine()
        let title = StyledLine(sanitize(description.title ?? ""), .bold)
        guard left.width + right.width + title.width > 0 else { return nil }

        let side = width / 3
        let leftPart = left.truncated(to: side, ellipsis: glyphs.ellipsis)
        let rightPart = right.truncated(to: side, ellipsis: glyphs.ellipsis)
        let lowest = leftPart.width == 0 ? 0 : leftPart.width + 1
        let highest = rightPart.width == 0 ? width : width - rightPart.width - 1
        let titlePart = title.truncated(to: max(highest - lowest, 0), ellipsis: glyphs.ellipsis)
        let start = min(max((width - titlePart.width) / 2, lowest), max(highest - titlePart.width, lowest))

        var line = leftPart
        line.appendSpaces(start - line.width)
        line.append(titlePart)
        line.appendSpaces(width - rightPart.width - line.width)
        line.append(rightPart)
        return line
    }

    /// A bar button's title; a disabled one is shown in parentheses (and dim).
    private func barButton(_ button: ControlDescription) -> StyledLine {
        let title = sanitize(button.state["title"].flatMap(\.stringValue) ?? button.id)
        return button.state["enabled"] == .bool(false) ? StyledLine("(\(title))", .dim) : StyledLine(title)
    }

    // MARK: Controls

    /// The controls' lines: the id column (as wide as the widest id up to half the width), then
    /// each control drawn right of it. A wider id is drawn whole on a line of its own, which
    /// may run past the box (`isWholeID`), and its control goes below it, in the column.
    ///
    /// At a larger content size labels wrap and a blank line separates the controls; at
    /// accessibility sizes every id has a line of its own and the controls are indented by two.
    private func body(_ controls: [ControlDescription], width: Int) -> [(line: StyledLine, isWholeID: Bool)] {
        guard !controls.isEmpty else {
            return [(StyledLine("(" + sanitize(options.texts.noControlsNote) + ")", .dim), false)]
        }
        let ids = controls.map { StyledLine(sanitize($0.id)) }
        let limit = max(4, width / 2)
        let idWidth =
            options.contentSize == .accessibility ? 1 : ids.map(\.width).filter { $0 <= limit }.max() ?? 0
        var painter = ControlPainter(
            glyphs: glyphs, charset: options.textCharset, width: width - idWidth - 1, texts: options.texts)
        painter.wrapsText = options.contentSize != .standard
        var lines: [(line: StyledLine, isWholeID: Bool)] = []
        for (index, (control, id)) in zip(controls, ids).enumerated() {
            if index > 0 && options.contentSize != .standard { lines.append((StyledLine(), false)) }
            let fits = options.contentSize != .accessibility && id.width <= idWidth
            if !fits { lines.append((id, true)) }
            for (number, content) in painter.lines(for: control).enumerated() {
                var line = number == 0 && fits ? id : StyledLine()
                line.appendSpaces(idWidth + 1 - line.width)
                line.append(content)
                lines.append((line, false))
            }
        }
        return lines
    }

    // MARK: Toast

    private func toastLines(_ toast: ToastDescription, width: Int) -> [StyledLine] {
        let (icon, style): (String, TextStyle) =
            switch toast.style {
            case Toast.Style.error.rawValue: (glyphs.error, .red)
            case Toast.Style.success.rawValue: (glyphs.success, .green)
            default: (glyphs.info, .cyan)
            }
        let indent = TerminalText.width(of: icon) + 1
        let wrapped = TextWrapper.wrap(sanitize(toast.message), width: width - indent)
        return wrapped.enumerated().map { number, text in
            StyledLine((number == 0 ? icon + " " : String(repeating: " ", count: indent)) + text, style)
        }
    }
}

extension StateValue {
    /// The text of a `.string`, else `nil`.
    var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
