import Foundation
import NanoWeb
import Testing

struct WebAssetsTests {
    @Test func theStylesheetIsServedAsCSS() throws {
        let asset = try #require(WebAssets.file(named: "nano.css"))
        #expect(asset.contentType == "text/css; charset=utf-8")
        let text = String(decoding: asset.bytes, as: UTF8.self)
        #expect(text.contains(#"font-family: "DejaVu Sans", sans-serif;"#))
        #expect(text.contains(#"body[data-content-size="accessibility"]"#))
        #expect(!text.contains("url("))  // nothing fetched: no fonts, no images
        #expect(!text.contains("@import"))
    }

    @Test func theScriptIsServedAsJavaScript() throws {
        let asset = try #require(WebAssets.file(named: "nano.js"))
        #expect(asset.contentType == "text/javascript; charset=utf-8")
        let text = String(decoding: asset.bytes, as: UTF8.self)
        #expect(text.contains("\"use strict\";"))
        #expect(text.contains("4001"))  // reloads when the session is gone
        #expect(!text.contains("http://") && !text.contains("https://"))
    }

    @Test(arguments: [
        "", "nano", "NANO.CSS", "nano.css ", " nano.js", "../nano.js", "nano.css/..", "./nano.css", "/nano.css",
        "assets/nano.js", "nano.js?v=1", "nano.css\u{0}", "nano.map", "..", "Package.swift",
    ])
    func anyOtherNameIsNil(name: String) {
        #expect(WebAssets.file(named: name) == nil)
    }

    @Test(arguments: ["nano.css", "nano.js", "nano-patch.js", "nano-focus.js"])
    func theServedBytesAreTheSourceFileExactly(name: String) throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/NanoWeb/Assets/\(name)").standardizedFileURL
        let file = try Data(contentsOf: source)
        #expect(WebAssets.file(named: name)?.bytes == [UInt8](file))
    }

    @Test func theNamesListIsWhatIsServed() {
        #expect(WebAssets.names.allSatisfy { WebAssets.file(named: $0) != nil })
        #expect(WebAssets.names == ["nano.css", "nano-patch.js", "nano-focus.js", "nano.js"])
        #expect(WebAssets.scripts.allSatisfy(WebAssets.names.contains))
        #expect(HTMLRenderer.assetsPath == "/_nano/assets/")
    }
}
