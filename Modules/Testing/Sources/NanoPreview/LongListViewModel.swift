import NanoCore
import NanoReactive

// The long list's view model, in a file of its own: a view model imports NanoCore and
// NanoReactive only (architecture rule view-model-imports); LongList.swift has the rest.

/// A list of `count` rows, `Row 1` to `Row N` (ids `row-0` …); selecting a row changes that row
/// alone: its detail counts the taps (`tapped 2×`). What a benchmark or a test of a long list
/// needs: one action, one row changed among many.
public final class LongListViewModel: AbstractViewModel<
    LongListViewModel.InputFromView, LongListViewModel.Publishers, Never
>
{
    /// The ids of the rows the person selects.
    public struct InputFromView {
        let selected: AnyPublisher<String, Never>
    }

    /// The rows as they read now.
    public struct Publishers {
        let rows: AnyPublisher<[Item], Never>
    }

    /// One row: its id, title and detail (empty until tapped).
    public struct Item: Equatable, Sendable {
        /// `row-N`, N from 0.
        public let id: String
        /// `Row N+1`.
        public let title: String
        /// How often it was tapped (`tapped 1×`), or empty.
        public let detail: String
    }

    private let count: Int

    /// A list of `count` rows (none when `count` is not positive).
    public init(count: Int) {
        self.count = max(0, count)
    }

    /// Publishes the rows, again after each selection with that row's count raised.
    override public func transform(input: Input) -> Output<Publishers, Never> {
        let taps = CurrentValueSubject<[String: Int], Never>([:])
        let selected = input.fromView.selected.sink { id in taps.value[id, default: 0] += 1 }
        let rows = taps.map { [count] taps in
            (0..<count).map { index in
                let id = "row-\(index)"
                return Item(id: id, title: "Row \(index + 1)", detail: taps[id].map { "tapped \($0)\u{D7}" } ?? "")
            }
        }
        return Output(publishers: Publishers(rows: rows.eraseToAnyPublisher())) { selected }
    }
}
