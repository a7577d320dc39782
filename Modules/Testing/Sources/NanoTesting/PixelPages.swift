import Foundation
import NanoUI
import NanoWeb

/// The CSS widths seed 004's pixel permutations are drawn at: a small, a common and a large
/// phone.
public let pixelWidths = [320, 390, 430]

/// The CSS width a desktop screen is drawn at (``SceneSnapshots/captureScreen(_:of:columns:pixelWidths:)``'s
/// default): wide enough for a split's three columns (the web host shows them from 900 px).
public let desktopPixelWidth = 1280

/// Seed 004 in pixels: when `NANO_PIXEL_PAGES` names a folder that exists, every permutation
/// state is also written there as a web page, drawn by NanoWeb's renderer exactly as
/// `nvc-web serve` draws it, once per content size, with one manifest line per CSS width naming
/// the reference PNG committed next to the text reference
/// (`__Snapshots__/<File>/<test>.pixels/<state>-<size>-<width>.png`). The `web` step of
/// `Tools/test` creates the folder, runs the features' snapshot tests, moves the folder away,
/// then renders each page in Chromium and compares it with its reference (Tests/Web/shots.py).
/// Tools/test sets the variable for its whole run (SwiftPM evaluates manifests and compiles
/// package plugins again whenever the environment changes), so the folder's existence, not the
/// variable, is the switch: the same tests in the package phase write nothing. Without the
/// variable, or without the folder, nothing is written, so `swift test` alone stays text-only.
@MainActor
enum PixelPages {
    /// The variable naming the pages folder.
    static let variable = "NANO_PIXEL_PAGES"

    /// One manifest line: a page, the reference it must match, the width to draw it at.
    struct Entry: Encodable {
        var html: String
        var reference: String
        var width: Int
        var name: String
    }

    /// One screen to draw: its name (a state, a capture), what it shows, and at which widths.
    struct Still {
        var name: String
        var screen: WebScreen
        var contentSize: TextRenderer.Options.ContentSize
        var widths: [Int]

        /// One scene alone, drawn at the phone widths.
        init(
            name: String, scene: SceneDescription, showsBackButton: Bool,
            contentSize: TextRenderer.Options.ContentSize
        ) {
            let layer = WebScreen.Layer(scene: scene, backTitle: showsBackButton ? "Back" : nil)
            self.init(
                name: name, screen: WebScreen(layers: [layer], contentSize: contentSize), contentSize: contentSize,
                widths: pixelWidths)
        }

        /// A whole screen (a split's panes, an alert), drawn at `widths`.
        init(name: String, screen: WebScreen, contentSize: TextRenderer.Options.ContentSize, widths: [Int]) {
            self.name = name
            self.screen = screen
            self.contentSize = contentSize
            self.widths = widths
        }

        /// The title of the page: the top layer's.
        var title: String { screen.layers.last?.scene.title ?? "" }
    }

    /// Writes a page for each still when the variable names an existing folder, with a manifest
    /// line for each width; a name used twice at one content size gets `-2`, `-3`, ... so no page overwrites
    /// another.
    static func write(_ stills: [Still], filePath: StaticString, testName: String) {
        var isFolder: ObjCBool = false
        guard let folder = ProcessInfo.processInfo.environment[variable], folder.hasPrefix("/"), !stills.isEmpty,
            FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
        else { return }
        let root = URL(fileURLWithPath: folder)
        let test = URL(fileURLWithPath: "\(filePath)")
        let references = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(testName.replacingOccurrences(of: "()", with: "") + ".pixels")
        var lines = ""
        var used: [String: Int] = [:]
        for still in stills {
            var stem = "\(slug(still.name))-\(still.contentSize.rawValue)"
            used[stem, default: 0] += 1
            if let count = used[stem], count > 1 { stem += "-\(count)" }
            let html = HTMLRenderer.document(still.screen, title: still.title, appName: "Nano", isLive: false)
            let page = "pages/\(stem)-\(stableHash(references.path)).html"
            write(Data(html.utf8), to: root.appendingPathComponent(page))
            for width in still.widths {
                let reference = references.appendingPathComponent("\(stem)-\(width).png")
                let entry = Entry(html: page, reference: reference.path, width: width, name: still.name)
                if let json = try? JSONEncoder().encode(entry) { lines += String(decoding: json, as: UTF8.self) + "\n" }
            }
        }
        if let css = WebAssets.file(named: "nano.css") {
            write(Data(css.bytes), to: root.appendingPathComponent("_nano/assets/nano.css"))
        }
        append(lines, to: root.appendingPathComponent("manifest.jsonl"))
    }

    /// A file-name-safe form of a state's name: letters and digits kept, runs of anything else
    /// one `-`.
    static func slug(_ name: String) -> String {
        var result = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "state" : trimmed
    }

    /// FNV-1a of `text`, in hex: keeps two tests' pages apart.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    private static func write(_ data: Data, to url: URL) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("PixelPages: cannot write \(url.path): \(error)\n".utf8))
        }
    }

    private static func append(_ text: String, to url: URL) {
        guard let handle = FileHandle(forWritingAtPath: url.path) ?? create(url) else {
            FileHandle.standardError.write(Data("PixelPages: cannot append to \(url.path)\n".utf8))
            return
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        handle.write(Data(text.utf8))
    }

    private static func create(_ url: URL) -> FileHandle? {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: url.path)
    }
}
