import NanoCore
import NanoNavigation
import NanoReactive
@_spi(Testing) import NanoUI
import Testing

/// Seed 000's two test examples for the `@_spi(Testing)` scene seams, in their Nano form: a
/// send flow whose prepare screen's `.submit` pushes the review screen, and whose scan screen,
/// presented modally, is dismissed on `.scanned` — observed with a spy `DismissScene`.
@MainActor
struct SeedSeamTests {
    let nav = HeadlessNavigationStack(leakDetector: nil)

    @Test func submitPaymentPushesReviewTransaction() throws {
        // Arrange
        let coordinator = SendCoordinator(navigationStack: nav, leakDetector: nil)
        coordinator.start()
        let prepare = try #require(nav.scenes.first as? PrepareScene)
        // Act
        prepare.navigationHandler?(.submit(Payment(amount: 42)))
        // Assert
        #expect(nav.scenes.last is ReviewScene)
    }

    @Test func scanningDismissesTheScanScene() throws {
        let coordinator = SendCoordinator(navigationStack: nav, leakDetector: nil)
        coordinator.start()
        let prepare = try #require(nav.scenes.first as? PrepareScene)
        prepare.navigationHandler?(.scan)
        let scan = try #require(nav.presentedStack?.topScene as? ScanScene)

        var dismissCalled = false
        let spy: DismissScene = { _, completion in
            dismissCalled = true
            completion?()
        }
        scan.modalNavigationHandler?(.scanned("nano:pay?to=ada"), spy)
        #expect(dismissCalled)
        #expect(coordinator.scannedIntents == ["nano:pay?to=ada"])
        #expect(nav.presentedStack != nil, "the spy stood in for the real dismissal")
    }
}

struct Payment: Equatable { let amount: Int }

enum PrepareStep {
    case cancel, scan
    case submit(Payment)
}
enum ReviewStep { case confirm }
enum ScanStep { case scanned(String) }

/// A view model that emits only what its coordinator's seam is handed: the seams skip it.
final class QuietViewModel<Step>: AbstractViewModel<Void, Void, Step> {
    override func transform(input: Input) -> Output<Void, Step> {
        let navigator = Navigator<Step>()
        return Output(publishers: (), navigation: navigator.navigation)
    }
}

/// A view without controls for ``QuietViewModel``.
final class QuietView<Step>: ViewModelled {
    typealias ViewModel = QuietViewModel<Step>
    init() {}
    var controls: [any Control] { [] }
    var inputFromView: Void { () }
    func populate(with publishers: Void) -> [AnyCancellable] { [] }
}

final class PrepareScene: NanoViewController<QuietView<PrepareStep>> {}
final class ReviewScene: NanoViewController<QuietView<ReviewStep>> {}
final class ScanScene: NanoViewController<QuietView<ScanStep>> {}

/// The seed's send flow: prepare, scan (modal), review.
final class SendCoordinator: BaseCoordinator<Never>, Coordinating {
    private(set) var scannedIntents: [String] = []

    func start() {
        push(scene: PrepareScene.self, viewModel: QuietViewModel()) { [weak self] step in
            guard let self else { return }
            switch step {
            case .cancel: navigationStack.removeAll()
            case .scan: toScan()
            case .submit(let payment): toReviewPayment(payment)
            }
        }
    }

    private func toScan() {
        modallyPresent(scene: ScanScene.self, viewModel: QuietViewModel()) { [weak self] step, dismiss in
            switch step {
            case .scanned(let intent):
                self?.scannedIntents.append(intent)
                dismiss(true, nil)
            }
        }
    }

    private func toReviewPayment(_ payment: Payment) {
        push(scene: ReviewScene.self, viewModel: QuietViewModel()) { _ in }
    }
}
