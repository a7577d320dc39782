import NanoContract
import NanoCore
import NanoNavigation
import NanoUI

// A sample feature that asks before it acts, for the hosts' alert tests (not in
// `samplePlugins()`, so the sample app's routes stay as they are):
//   alerts: tap `go` → an alert "Could not load" with Retry, Delete all and Cancel;
//   Retry pushes the detail screen (the request ran again), Delete all shows a toast.

/// The screen under the sample alert, titled "Alerts".
public final class SampleAlertScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Alerts".
    public static let config = ControllerConfig(title: "Alerts")
}

/// Shows the alerts screen; its `go` shows the alert, whose choice it acts on.
final class SampleAlertCoordinator: BaseCoordinator<Never>, Coordinating {
    enum Choice { case retry, deleteAll, cancel }

    func start() {
        push(scene: SampleAlertScene.self, viewModel: SamplePageViewModel(greeting: "Nothing loaded")) {
            [weak self] step in
            if case .go = step { self?.askToRetry() }
        }
    }

    private func askToRetry() {
        let alert = AlertContent<Choice>(
            title: "Could not load", message: "The server did not answer.",
            actions: [.default("Retry", .retry), .destructive("Delete all", .deleteAll), .cancel("Cancel", .cancel)])
        showAlert(alert) { [weak self] choice in
            guard let self else { return }
            switch choice {
            case .retry:
                push(scene: SampleDetailScene.self, viewModel: SamplePageViewModel(greeting: "Loaded")) { _ in }
            case .deleteAll: navigationStack.visibleScene?.show(Toast("Deleted", style: .success))
            case .cancel: break
            }
        }
    }
}

/// The sample feature `alerts` (one route, `alerts`, needing nothing): its screen's `go` shows
/// an alert "Could not load" ("The server did not answer.") with `Retry` (pushes the detail
/// screen), `Delete all` (destructive: a "Deleted" toast) and `Cancel`.
@MainActor
public func sampleAlertPlugin() -> any FeaturePlugin {
    InlinePlugin(id: "alerts") { feature in
        feature.route("alerts", summary: "Alerts") { context throws(RouteError) in
            try context.start { SampleAlertCoordinator(navigationStack: $0) }
        }
    }
}
