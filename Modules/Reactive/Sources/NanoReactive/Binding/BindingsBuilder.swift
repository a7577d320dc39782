/// Collects the subscriptions made in a view's `populate(with:)` into one array.
///
/// ```swift
/// @BindingsBuilder
/// func populate(with publishers: SignUpPublishers) -> [AnyCancellable] {
///     publishers.isSubmitEnabled --> submitButton.isEnabledBinder
///     if showsHint {
///         publishers.hint --> hintLabel.textBinder
///     }
///     for (field, error) in zip(fields, publishers.errors) {
///         error --> field.errorBinder
///     }
/// }
/// ```
///
/// Supports expressions of type `AnyCancellable` and `[AnyCancellable]`, `if`, `if`/`else`,
/// `if let`, `switch`, `for` loops and `if #available`.
@resultBuilder
public enum BindingsBuilder {
    /// A single binding.
    public static func buildExpression(_ expression: AnyCancellable) -> [AnyCancellable] {
        [expression]
    }

    /// Several bindings at once.
    public static func buildExpression(_ expression: [AnyCancellable]) -> [AnyCancellable] {
        expression
    }

    /// The bindings of a block, in order.
    public static func buildBlock(_ components: [AnyCancellable]...) -> [AnyCancellable] {
        components.flatMap { $0 }
    }

    /// An `if` without `else` (also `if let`): no bindings when the condition fails.
    public static func buildOptional(_ component: [AnyCancellable]?) -> [AnyCancellable] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [AnyCancellable]) -> [AnyCancellable] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [AnyCancellable]) -> [AnyCancellable] {
        component
    }

    /// The bindings of every iteration of a `for` loop.
    public static func buildArray(_ components: [[AnyCancellable]]) -> [AnyCancellable] {
        components.flatMap { $0 }
    }

    /// The bindings of an `if #available` block.
    public static func buildLimitedAvailability(_ component: [AnyCancellable]) -> [AnyCancellable] {
        component
    }
}
