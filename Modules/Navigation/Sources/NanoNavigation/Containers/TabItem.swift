/// One tab of a ``TabContainer``: what its button shows and the link that builds its stack
/// when it is first selected.
public struct TabItem: Sendable, Equatable {
    /// The stable id (`settings`): what `select tab settings` names and saved state records.
    public let id: String
    /// The text on the tab's button.
    public let title: String
    /// The canonical link of the tab's root screen (`nvc://settings`): a link whose chain
    /// passes through it shows in this tab, and selecting the tab while its stack is empty
    /// opens it.
    public let rootLink: String
    /// Where the tab stands in the bar: lower first, ties by id.
    public let order: Int

    /// A tab `id`, titled `title`, whose stack starts at `rootLink`, placed by `order`.
    public init(id: String, title: String, rootLink: String, order: Int) {
        self.id = id
        self.title = title
        self.rootLink = rootLink
        self.order = order
    }
}
