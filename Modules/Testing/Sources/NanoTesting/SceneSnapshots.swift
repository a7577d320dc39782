import NanoReactive
import NanoUI
import SnapshotTesting

/// Text snapshots of a scene in each of its states — the seed-004 practice of snapshotting
/// every view state, in text instead of pixels.
///
/// Drive the real view model into each state, capture a render of each, and compare the whole
/// set with one reference file committed next to the test:
///
/// ```swift
/// let snapshots = SceneSnapshots()
/// for (name, email) in permutations(["", "Ada"], ["", "ada@", "ada@example.com"]) {
///     try driver.type(name, into: "name")
///     try driver.type(email, into: "email")
///     snapshots.capture("name '\(name)', email '\(email)'", driver.screen)
/// }
/// assertSceneSnapshots(snapshots)   // __Snapshots__/<TestFile>/<testName>.1.txt
/// ```
///
/// Renders use the plain ASCII charset without colour at a fixed width, so references are the
/// same on every machine.
@MainActor
public final class SceneSnapshots {
    /// The width in columns every capture uses unless it passes its own (48 by default).
    public let width: Int
    var sections: [(name: String, render: String)] = []
    /// Each captured scene as the web host would draw it, for the pixel pages.
    var stills: [PixelPages.Still] = []

    /// Collects renders `width` columns wide.
    public init(width: Int = 48) {
        self.width = width
    }

    /// Renders `scene` now and keeps it under `name`. A missing scene is recorded as such, so
    /// a flow that shows nothing shows up in the reference.
    /// - Parameters:
    ///   - name: The section's heading in the reference (`submitting`, `name '', email 'ada@'`).
    ///   - scene: The scene to draw, usually `driver.screen`.
    ///   - showsBackButton: Whether the title bar shows a back button, as the stack would.
    ///   - width: The render width; this collection's ``width`` when `nil`.
    ///   - contentSize: How large the text is drawn (docs/ui.md, "Content sizes").
    public func capture(
        _ name: String, _ scene: (any SceneHosting)?, showsBackButton: Bool = false, width: Int? = nil,
        contentSize: TextRenderer.Options.ContentSize = .standard
    ) {
        let render: String
        if let scene {
            let options = TextRenderer.Options(
                width: width ?? self.width, charset: .ascii, color: false, contentSize: contentSize)
            render = TextRenderer(options).render(scene, showsBackButton: showsBackButton)
            stills.append(
                PixelPages.Still(
                    name: name, scene: SceneDescription(scene: scene),
                    showsBackButton: showsBackButton && !scene.config.hidesBackButton, contentSize: contentSize))
        } else {
            render = "(no scene)"
        }
        sections.append((name, render))
    }

    /// How many states were captured.
    public var count: Int { sections.count }

    /// Every capture, each under a `== name ==` heading.
    public var text: String {
        sections.map { "== \($0.name) ==\n\($0.render)" }.joined(separator: "\n\n") + "\n"
    }
}

/// Compares every state captured in `snapshots` with the reference file for the calling test
/// (recorded on first run, like any swift-snapshot-testing snapshot). Under the `web` step each
/// captured scene is also drawn in Chromium at every ``pixelWidths`` width and compared with its
/// PNG reference (see `PixelPages`), unless `pixels` is `false` (a text-only check: the same
/// screens in another language, say).
@MainActor
public func assertSceneSnapshots(
    _ snapshots: SceneSnapshots,
    named name: String? = nil,
    pixels: Bool = true,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    if pixels { PixelPages.write(snapshots.stills, filePath: filePath, testName: testName) }
    compareText(
        snapshots, named: name, record: record, fileID: fileID, file: filePath, testName: testName, line: line,
        column: column)
}

/// The text comparison alone (a permutation test writes its own pixel pages, one per state and
/// content size rather than one per capture).
@MainActor
func compareText(
    _ snapshots: SceneSnapshots, named name: String?, record: SnapshotTestingConfiguration.Record?,
    fileID: StaticString, file filePath: StaticString, testName: String, line: UInt, column: UInt
) {
    assertSnapshot(
        of: snapshots.text, as: .lines, named: name, record: record,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// The screen widths a permutation test renders by default: a narrow phone, the standard 48
/// columns, a wide terminal.
public let permutationWidths = [32, 48, 72]

/// Seed 004's permutation test, in text: renders the scene of every state at every width and
/// every content size, and compares the whole set with the reference file committed next to
/// the test (one `== state | width | size ==` section each, so a changed layout reads as a
/// diff of the sections it touched).
///
/// ```swift
/// assertPermutations(RewardsViewState.all.map { ($0.headline, $0) }) { state in
///     let scene = ViewStateScene<RewardsView>(name: "RewardsScene", config: RewardsScene.config)
///     scene.bind(state)
///     return scene
/// }
/// ```
///
/// - Parameters:
///   - states: Every valid state, each with the name its sections carry.
///   - widths: The screen widths.
///   - contentSizes: The content sizes; all of them unless told.
///   - showsBackButton: Whether the scene is drawn with a back button.
///   - name: A name for the reference file when a test has more than one.
///   - record: swift-snapshot-testing's record mode for this call (`.all` re-records).
///   - fileID: The calling file, for the failure (leave the default).
///   - filePath: The calling file's path, which locates `__Snapshots__` (leave the default).
///   - testName: The test's name, which names the reference file (leave the default).
///   - line: The calling line, for the failure (leave the default).
///   - column: The calling column, for the failure (leave the default).
///   - scene: Makes the scene showing a state (bind it to a `ViewStateScene`, or drive the
///     real flow there); called once per state.
@MainActor
public func assertPermutations<State>(
    _ states: [(name: String, state: State)],
    widths: [Int] = permutationWidths,
    contentSizes: [TextRenderer.Options.ContentSize] = TextRenderer.Options.ContentSize.allCases,
    showsBackButton: Bool = true,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    scene: (State) throws -> (any SceneHosting)?
) rethrows {
    let snapshots = SceneSnapshots()
    var stills: [PixelPages.Still] = []
    for (stateName, state) in states {
        let shown = try scene(state)
        for (width, size) in permutations(widths, contentSizes) {
            snapshots.capture(
                "\(stateName) | width \(width) | \(size.rawValue)", shown, showsBackButton: showsBackButton,
                width: width, contentSize: size)
        }
        if let shown {
            stills += contentSizes.map { size in
                PixelPages.Still(
                    name: stateName, scene: SceneDescription(scene: shown),
                    showsBackButton: showsBackButton && !shown.config.hidesBackButton, contentSize: size)
            }
        }
    }
    PixelPages.write(stills, filePath: filePath, testName: testName)
    compareText(
        snapshots, named: name, record: record, fileID: fileID, file: filePath, testName: testName, line: line,
        column: column)
}

/// Every combination of one value from each dimension, first dimension slowest:
/// `permutations([[1, 2], [3, 4]])` is `[[1, 3], [1, 4], [2, 3], [2, 4]]`.
public func permutations<Value>(_ dimensions: [[Value]]) -> [[Value]] {
    dimensions.reduce([[]]) { partial, dimension in
        partial.flatMap { prefix in dimension.map { prefix + [$0] } }
    }
}

/// Every pair of one value from `first` and one from `second`.
public func permutations<A, B>(_ first: [A], _ second: [B]) -> [(A, B)] {
    first.flatMap { a in second.map { (a, $0) } }
}

/// Every triple of one value from each list.
public func permutations<A, B, C>(_ first: [A], _ second: [B], _ third: [C]) -> [(A, B, C)] {
    first.flatMap { a in second.flatMap { b in third.map { (a, b, $0) } } }
}
