import FlyingFox
import Foundation

/// The headers every answer carries, and the few kinds of answer the server gives.
enum WebResponses {
    /// Scripts, styles and connections only from this server; no inline code, no frames.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The session cookie's name.
    static let cookieName = "nano_session"

    /// An HTML page with `status`, the security headers and, when given, the session cookie.
    static func page(_ html: String, status: Int, session: String?) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        if let session {
            headers[.setCookie] = "\(cookieName)=\(session); Path=/; HttpOnly; SameSite=Strict"
        }
        return HTTPResponse(statusCode: statusCode(status), headers: headers, body: Data(html.utf8))
    }

    /// A plain-text answer (an asset that does not exist, a refused request).
    static func text(_ text: String, status: Int) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: statusCode(status), headers: headers, body: Data((text + "\n").utf8))
    }

    /// An embedded asset.
    static func asset(_ bytes: [UInt8], contentType: String) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-cache"
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data(bytes))
    }

    /// The session id in a `Cookie` header, if any.
    static func sessionCookie(_ header: String?) -> String? {
        guard let header else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0] == cookieName { return String(pair[1]) }
        }
        return nil
    }

    private static var securityHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[HTTPHeader("Content-Security-Policy")] = contentSecurityPolicy
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        headers[HTTPHeader("X-Frame-Options")] = "DENY"
        return headers
    }

    private static func statusCode(_ status: Int) -> HTTPStatusCode {
        switch status {
        case 200: .ok
        case 400: .badRequest
        case 403: .forbidden
        case 404: .notFound
        case 405: .methodNotAllowed
        case 414: .uriTooLong
        case 421: .misdirectedRequest
        case 431: .requestHeaderFieldsTooLarge
        case 503: .serviceUnavailable
        default: .internalServerError
        }
    }
}
