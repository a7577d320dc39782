/// The rule that keeps a view model without logic from shipping: every class inheriting from
/// `AbstractViewModel` overrides `transform(input:)` in its body (Swift allows no override in
/// an extension), or the inherited implementation stops the app when the screen is shown.
extension RuleContext {
    /// Every `AbstractViewModel` subclass of a production module that does not override
    /// `transform(input:)`.
    func missingTransformViolations() -> [Violation] {
        productionSwiftFiles().flatMap { path, facts in
            facts.viewModelClasses.filter { !$0.overridesTransform }.map { declaration in
                Violation(
                    rule: .viewModelWithoutTransform, location: "\(path):\(declaration.line)",
                    message: "\(declaration.name) inherits from AbstractViewModel but does not override "
                        + "transform(input:); it would stop the app when its screen is shown: write "
                        + "`override func transform(input: Input) -> Output<Publishers, Step>`")
            }
        }
    }
}
