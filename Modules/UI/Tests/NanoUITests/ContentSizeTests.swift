import NanoUI
import Testing

/// The text renderer's content sizes: standard cuts, large wraps and spaces, accessibility
/// also gives every id a line of its own.
struct ContentSizeTests {
    let scene = SceneDescription(
        scene: "NoticeScene",
        controls: [
            ControlDescription(
                id: "notice", kind: .label,
                state: ControlState([.init("text", .string("Your card is blocked: unblock it first"))])),
            ControlDescription(
                id: "ok", kind: .button,
                state: ControlState([.init("title", .string("OK")), .init("enabled", .bool(true))])),
        ])

    func render(_ size: TextRenderer.Options.ContentSize) -> String {
        TextRenderer(.init(width: 30, charset: .ascii, contentSize: size)).render(scene, showsBackButton: false)
    }

    @Test func standardCutsLongTextOnOneLine() {
        #expect(
            render(.standard) == """
                +- NoticeScene --------------+
                | notice Your card is blo... |
                | ok     ( OK )              |
                +----------------------------+
                """)
    }

    @Test func largeWrapsLabelsAndSeparatesControls() {
        #expect(
            render(.large) == """
                +- NoticeScene --------------+
                | notice Your card is        |
                |        blocked: unblock it |
                |        first               |
                |                            |
                | ok     ( OK )              |
                +----------------------------+
                """)
    }

    @Test func accessibilityPutsEachIdAboveItsControl() {
        #expect(
            render(.accessibility) == """
                +- NoticeScene --------------+
                | notice                     |
                |   Your card is blocked:    |
                |   unblock it first         |
                |                            |
                | ok                         |
                |   ( OK )                   |
                +----------------------------+
                """)
    }

    @Test func theDefaultIsStandard() {
        #expect(TextRenderer.Options().contentSize == .standard)
        #expect(TextRenderer.Options.ContentSize.allCases == [.standard, .large, .accessibility])
    }
}
