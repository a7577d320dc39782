import NanoCore
import NanoReactive

/// The Rewards screen's logic (seed 004's controller): it builds a ``RewardsViewState`` from the
/// injected ``RewardsAccount`` — when the screen appears and after every action — and answers
/// ``RewardsAction/confirm`` with the one thing the state offers: unblock a blocked card, or
/// join the programme through the ``RewardsManaging`` manager. A failure shows
/// the error's `description` in an error toast and leaves the state as it was.
///
/// It knows no control: the view reports `confirm`, not which button was tapped.
final class RewardsViewModel: AbstractViewModel<
    RewardsViewModel.InputFromView,
    RewardsViewModel.Publishers,
    Never
>
{
    /// The view's layout-agnostic actions.
    struct InputFromView {
        /// What the person asked for.
        let actions: AnyPublisher<RewardsAction, Never>
    }

    /// What the view shows: one whole state at a time.
    struct Publishers {
        /// The current state; sent again only when it changes.
        let state: AnyPublisher<RewardsViewState, Never>
    }

    private let account: RewardsAccount
    private let rewards: any RewardsManaging

    /// Creates the view model.
    /// - Parameters:
    ///   - account: the card status and membership.
    ///   - rewards: joins and unblocks.
    init(account: RewardsAccount, rewards: any RewardsManaging) {
        self.account = account
        self.rewards = rewards
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Never> {
        let errors = ErrorTracker()
        let changes = PassthroughSubject<Void, Never>()
        let state = Just(())
            .merge(with: input.fromController.viewWillAppear, changes)
            .map { [account] in RewardsViewState.make(card: account.cardStatus, isMember: account.isMember) }
            .removeDuplicates()
            .eraseToAnyPublisher()
        let toasts = input.fromController.toastSubject
        return Output(publishers: Publishers(state: state)) {
            input.fromView.actions
                .flatMap { [account, rewards] _ in
                    (account.cardStatus == .blocked ? rewards.unblockCard() : rewards.join())
                        .trackError(errors)
                        .replaceErrorWithEmpty()
                }
                .sink { changes.send(()) }
            errors.asPublisher().sink { error in
                toasts.send(Toast("\(error)", style: .error))
            }
        }
    }
}
