import NanoDI
import NanoReactive

/// Joins the rewards programme (seed 004's `RewardsManager`), and unblocks the card on the way.
protocol RewardsManaging: Sendable {
    /// Makes the person a member. Fails, with nothing changed, when the card is blocked or the
    /// membership cannot be saved.
    func join() -> AnyPublisher<Void, RewardsError>
    /// Unblocks the card. Fails when the status cannot be saved.
    func unblockCard() -> AnyPublisher<Void, RewardsError>
}

/// Why joining or unblocking failed; its `description` is the error toast.
enum RewardsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A blocked card cannot join.
    case cardBlocked
    /// The account state could not be saved.
    case notSaved(reason: String)

    /// One sentence for the toast, capitalised and ended as the screen writes it.
    var description: String {
        switch self {
        case .cardBlocked: "Unblock your card before joining Nano Rewards"
        case .notSaved(let reason): "Could not save your rewards: \(reason)"
        }
    }
}

/// The rewards manager of the demo account: joining and unblocking are writes to its
/// ``RewardsAccount``, done when subscribed.
struct LocalRewardsManager: RewardsManaging {
    /// The account it changes.
    let account: RewardsAccount

    func join() -> AnyPublisher<Void, RewardsError> {
        let account = account
        return Deferred {
            Future<Void, RewardsError> { promise in
                guard account.cardStatus == .active else { return promise(.failure(.cardBlocked)) }
                do throws(KeyValueStoreError) {
                    try account.setMember(true)
                    promise(.success(()))
                } catch {
                    promise(.failure(.notSaved(reason: error.description)))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func unblockCard() -> AnyPublisher<Void, RewardsError> {
        let account = account
        return Deferred {
            Future<Void, RewardsError> { promise in
                do throws(KeyValueStoreError) {
                    try account.setCardStatus(.active)
                    promise(.success(()))
                } catch {
                    promise(.failure(.notSaved(reason: error.description)))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
