import NanoCore
import NanoReactive

// The shelf's view model, in a file of its own: a view model imports NanoCore and NanoReactive
// only (architecture rule view-model-imports); ShelfFixture.swift has the rest of the shelf.

/// Lists rows (or names one item) and asks for the row selected: data only, no navigation state.
public final class ShelfViewModel: AbstractViewModel<ShelfViewModel.InputFromView, ShelfViewModel.Publishers, String> {
    /// The ids of the rows the person selects.
    public struct InputFromView { let selected: AnyPublisher<String, Never> }
    /// What the screen shows.
    public struct Publishers {
        let rows: [String]
        let name: String?
    }
    let rows: [String]
    let name: String?
    init(rows: [String], name: String? = nil) {
        self.rows = rows
        self.name = name
    }
    /// Emits the id of each row selected.
    public override func transform(input: Input) -> Output<Publishers, String> {
        let navigator = Navigator<String>()
        let selected = input.fromView.selected.sink { [navigator] in navigator.next($0) }
        return Output(publishers: Publishers(rows: rows, name: name), navigation: navigator.navigation) { selected }
    }
}
