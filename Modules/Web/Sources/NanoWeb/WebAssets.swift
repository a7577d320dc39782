/// The page's stylesheet and script, compiled into the binary (`.embedInCode`), so a web host
/// serves them with no files to install and nothing fetched at run time.
///
/// ```swift
/// if let asset = WebAssets.file(named: "nano.css") {
///     // respond with asset.bytes and Content-Type asset.contentType
/// }
/// ```
public enum WebAssets {
    /// The names ``file(named:)`` answers, in a stable order.
    public static let names = ["nano.css", "nano-patch.js", "nano-focus.js", "nano.js"]

    /// The scripts a live page loads, in the order it runs them (`defer`): the two that
    /// `nano.js` uses, then `nano.js`.
    public static let scripts = ["nano-patch.js", "nano-focus.js", "nano.js"]

    /// The asset called exactly `name` (`nano.css`, `nano.js`, …: the last path component the page
    /// asks for under ``HTMLRenderer/assetsPath``) with its `Content-Type`; `nil` for any other
    /// name — paths (`../nano.js`, `nano.css/..`), other cases (`NANO.CSS`), the empty name — so
    /// the caller can answer 404 without checking the name itself.
    public static func file(named name: String) -> (bytes: [UInt8], contentType: String)? {
        switch name {
        case "nano.css": (PackageResources.nano_css, "text/css; charset=utf-8")
        case "nano.js": (PackageResources.nano_js, "text/javascript; charset=utf-8")
        case "nano-patch.js": (PackageResources.nano_patch_js, "text/javascript; charset=utf-8")
        case "nano-focus.js": (PackageResources.nano_focus_js, "text/javascript; charset=utf-8")
        default: nil
        }
    }
}
