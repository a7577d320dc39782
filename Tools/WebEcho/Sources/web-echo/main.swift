// web-echo: the baseline server of `Tools/bench web` (Tools/bench-suites/web.sh).
//
//     web-echo        prints `Echo on http://127.0.0.1:PORT` (a free port), then serves until killed
//
// `GET /` is a page with one email field and a disabled submit button, marked up with the same
// `data-control-id`s as the web host's sign-up screen; `/echo.js` is its script, which sends
// the field's whole text on every `input` event as the web host's page does
// (`{"seq":N,"action":"type","id":"email","text":...}`) and, when the echo comes back, sets
// the button's `disabled` attribute from the email rule. `/_echo/socket` is FlyingFox's own
// `EchoWSMessageHandler` behind the same `WebSocketHTTPHandler` the web host uses: the
// round trip of the same keystroke with no session, app or HTML in between.
import FlyingFox
import FlyingSocks
import Foundation

let page = """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>echo</title><script src="/echo.js" defer></script></head>
    <body><main id="nano-app">
    <input type="email" data-control-id="email" aria-label="Email">
    <button type="button" data-control-id="submit" disabled>Sign up</button>
    </main></body>
    </html>
    """

let script = """
    "use strict";
    (function () {
      const field = document.querySelector('[data-control-id="email"]');
      const button = document.querySelector('[data-control-id="submit"]');
      const socket = new WebSocket("ws://" + location.host + "/_echo/socket");
      let seq = 0;
      // The sign-up form's email rule (SignUpFeature's EmailValidation).
      function isValid(text) {
        const address = text.trim();
        if (/\\s/.test(address)) return false;
        const parts = address.split("@");
        if (parts.length !== 2 || parts[0].length === 0) return false;
        const domain = parts[1];
        return domain.includes(".") && !domain.startsWith(".") && !domain.endsWith(".") && !domain.includes("..");
      }
      field.addEventListener("input", function () {
        seq += 1;
        socket.send(JSON.stringify({ seq: seq, action: "type", id: "email", text: field.value }));
      });
      socket.addEventListener("message", function (event) {
        let message = null;
        try { message = JSON.parse(event.data); } catch (error) { return; }
        if (message && typeof message.text === "string") button.disabled = !isValid(message.text);
      });
      socket.addEventListener("open", function () { document.body.dataset.ready = "1"; });
    })();
    """

func answer(_ text: String, type: String) -> HTTPResponse {
    HTTPResponse(
        statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: Data(text.utf8))
}

let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
await server.appendRoute("GET /_echo/socket", to: .webSocket(EchoWSMessageHandler()))
await server.appendRoute("GET /echo.js") { _ in answer(script, type: "text/javascript; charset=utf-8") }
await server.appendRoute("GET /") { _ in answer(page, type: "text/html; charset=utf-8") }
let serving = Task { try await server.run() }
try await server.waitUntilListening(timeout: 10)
guard case .ip4(_, let port)? = await server.listeningAddress else {
    FileHandle.standardError.write(Data("web-echo: no IPv4 listening address\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(Data("Echo on http://127.0.0.1:\(port)\n".utf8))
try await serving.value
