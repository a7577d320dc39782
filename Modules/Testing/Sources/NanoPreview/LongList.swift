import NanoContract
import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI

/// A screen of one long list (`rows`), for what must hold however many rows a screen has: the
/// web host's patches (one row changed sends one row) and their benchmark (`Tools/bench web`).
public final class LongListScene: NanoViewController<LongListView>, ControllerConfigProviding {
    /// Titled "Rows".
    public static let config = ControllerConfig(title: "Rows")
}

/// The long list's view: the list `rows`, each row's detail its taps.
public final class LongListView: ViewModelled {
    /// The view model type.
    public typealias ViewModel = LongListViewModel
    /// The list.
    public let rows = ListView(id: "rows")

    /// An empty list, filled by the view model.
    public init() {}

    /// The list alone.
    public var controls: [any Control] { [rows] }

    /// The ids of the rows selected.
    public var inputFromView: InputFromView {
        .init(selected: rows.selectedRowPublisher.map(\.id).eraseToAnyPublisher())
    }

    /// Shows the rows.
    public func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        [
            publishers.rows.map { items in
                items.map { ListRow(id: $0.id, title: $0.title, detail: $0.detail.isEmpty ? nil : $0.detail) }
            } --> rows.rowsBinder
        ]
    }
}

/// The long list as a feature (id `long-list`): the route `rows`, a root screen of `count` rows.
///
/// ```swift
/// AppConfiguration(name: "rows", scheme: "nvc", homeLink: LongListPlugin.route.link,
///                  plugins: { _ in [LongListPlugin(count: 1_000)] })
/// ```
public struct LongListPlugin: FeaturePlugin {
    /// Needs nothing.
    public typealias Dependencies = Void
    /// The route, `rows`.
    public static let route = Route("rows")
    /// The feature's id, `long-list`.
    public let id = "long-list"
    private let count: Int

    /// The feature, its list `count` rows long.
    public init(count: Int) { self.count = count }

    /// Registers `rows`.
    public func register(in feature: inout FeatureRegistrar<Void>) {
        let count = count
        feature.route(Self.route, presentation: .root, summary: "A list of \(count) rows") {
            context throws(RouteError) in
            try context.start { LongListCoordinator(navigationStack: $0, count: count) }
        }
    }
}

/// Shows the one long list.
@MainActor
final class LongListCoordinator: BaseCoordinator<Never>, Coordinating {
    private let count: Int

    init(navigationStack: any NavigationStack, count: Int) {
        self.count = count
        super.init(navigationStack: navigationStack)
    }

    func start() {
        push(scene: LongListScene.self, viewModel: LongListViewModel(count: count)) { _ in }
    }
}
