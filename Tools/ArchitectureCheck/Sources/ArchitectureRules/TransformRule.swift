/// The rule that keeps a view model without logic from shipping: every class inheriting from
/// `AbstractViewModel` overrides `transform(input:)` in its body (Swift allows no override in
/// an extension), or the inherited implementation stops the app when the screen is shown.
enum TransformRule {
    /// A view-model class declared in a file: its name, its line, and whether its body
    /// overrides `transform`.
    struct Declaration: Equatable {
        /// The class's name.
        var name: String
        /// The line of its `class` keyword.
        var line: Int
        /// Whether its body holds `override ... func transform`.
        var overridesTransform: Bool
    }

    /// Every class in `source` whose superclass is `AbstractViewModel<...>`, in order.
    static func declarations(in source: String) -> [Declaration] {
        let tokens = SwiftLexer.tokenize(source)
        var found: [Declaration] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].identifier == "class", index + 2 < tokens.count,
                let name = tokens[index + 1].identifier
            else { continue }
            guard let open = superclassBody(tokens, after: index + 2) else { continue }
            found.append(
                Declaration(
                    name: name, line: tokens[index].line,
                    overridesTransform: bodyOverridesTransform(tokens, openingBrace: open)))
        }
        return found
    }

    /// The index of the `{` opening the body when the first inherited type is
    /// `AbstractViewModel`; nil otherwise. Generic parameter lists (`<...>`) are skipped.
    private static func superclassBody(_ tokens: [Token], after start: Int) -> Int? {
        var position = start
        var depth = 0
        var firstInherited: String?
        var sawColon = false
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
            if depth == 0 && token.isPunctuation("{") {
                return firstInherited == "AbstractViewModel" ? position : nil
            }
            if depth == 0 && token.isPunctuation(":") { sawColon = true }
            if sawColon, firstInherited == nil, let name = token.identifier { firstInherited = name }
            if depth == 0 && (token.isPunctuation(";") || token.isPunctuation("}")) { return nil }
            position += 1
        }
        return nil
    }

    /// Whether the body opening at `openingBrace` declares `override ... func transform` at its
    /// own level (not inside a nested type).
    private static func bodyOverridesTransform(_ tokens: [Token], openingBrace: Int) -> Bool {
        var depth = 0
        var sawOverride = false
        for position in openingBrace..<tokens.count {
            let token = tokens[position]
            if token.isPunctuation("{") {
                depth += 1
                sawOverride = false
            }
            if token.isPunctuation("}") {
                depth -= 1
                sawOverride = false
                if depth == 0 { return false }
            }
            guard depth == 1, let word = token.identifier else { continue }
            if word == "override" { sawOverride = true }
            if word == "func", sawOverride, position + 1 < tokens.count,
                tokens[position + 1].identifier == "transform"
            {
                return true
            }
            if word == "func" || word == "var" || word == "let" || word == "init" { sawOverride = false }
        }
        return false
    }
}

extension RuleContext {
    /// Every `AbstractViewModel` subclass of a production module that does not override
    /// `transform(input:)`.
    func missingTransformViolations(in tree: RepositoryTree) -> [Violation] {
        productionSwiftFiles(in: tree).flatMap { path, source in
            TransformRule.declarations(in: source).filter { !$0.overridesTransform }.map { declaration in
                Violation(
                    rule: .viewModelWithoutTransform, location: "\(path):\(declaration.line)",
                    message: "\(declaration.name) inherits from AbstractViewModel but does not override "
                        + "transform(input:); it would stop the app when its screen is shown: write "
                        + "`override func transform(input: Input) -> Output<Publishers, Step>`")
            }
        }
    }
}
