import NanoWeb

/// What each page of a session was last sent, read back as a tree, so the next screen can go
/// to it as the patches that change it (``HTMLPatch``) instead of the whole HTML. A page with
/// nothing recorded (just connected, or asking again after a patch it could not apply) gets the
/// whole screen.
struct SentScreens {
    private var trees: [Int: HTMLTree] = [:]

    /// The message for page `key` (patches when they are smaller than the HTML and the page
    /// has a screen to patch, else the whole screen), recording `tree` (the message's HTML
    /// read back) as what the page now has.
    mutating func text(of message: ScreenMessage, tree: HTMLTree?, for key: Int) -> String {
        defer { trees[key] = tree }
        if let before = trees[key], let tree, let patches = HTMLPatch.diff(from: before, to: tree) {
            return message.json(patches: patches)
        }
        return message.json
    }

    /// Forgets what page `key` has: its next message is the whole screen.
    mutating func forget(_ key: Int) {
        trees[key] = nil
    }
}
