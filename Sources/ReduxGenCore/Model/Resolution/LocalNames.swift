/// How generated code writes argument labels and the names values are bound to.
///
/// Swift wants keywords in backticks as names (`` let `default` ``) but not as argument labels
/// (`f(default: 1)`, where backticks draw a warning). In a declaration, `inout`, `var` and `let` are the
/// exception: as the first word of a parameter they would be read as modifiers, so they are escaped there
/// and only there (escaping them at a call site draws "does not need to be escaped"). Values are bound to
/// names that are never keywords.
enum LocalNames {
    /// Names generated code declares itself inside reducers, effects, repositories and tests; a payload field or
    /// request value with one of these names is bound to `<name>Value` instead, so it never shadows them.
    static let reserved: Set<String> = [
        "state", "action", "environment", "send", "repository", "response", "error", "requestID", "items",
        "index", "element", "request", "queryItems", "headers", "body", "form", "path", "client", "result",
        "effect", "expectedBody", "expectedForm", "expectedKeys", "expectedQueryItems", "expectedHeaders", "expectedCall", "call",
        // The locals and properties of the generated tests.
        "live", "store", "transport", "clock", "storage", "coding", "data", "saved", "restarted", "value",
        "delay", "lock", "calls", "recorded", "requests", "object", "fields", "first", "old", "persistence",
        "serverError",
        // The trigger's wait a start function takes and the middleware's state before the action.
        "debounce", "previous",
        // The values an optimistic step records when its request starts.
        "before", "after", "write",
    ]

    /// The labels that need backticks in a declaration.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// A name (unescaped) as an argument label at a call site or in a case construction: always as it is.
    static func label(_ name: String) -> String {
        name
    }

    /// A label (unescaped) as a parameter or associated value declares it: in backticks for `inout`, `var`,
    /// `let`.
    static func declarationLabel(_ name: String) -> String {
        labelKeywords.contains(name) ? "`\(name)`" : name
    }

    /// The name a value labelled `name` (unescaped) is bound to: the name itself, or `<name>Value` when
    /// it is a keyword or a name generated code uses.
    static func local(for name: String) -> String {
        reserved.contains(name) || SwiftKeywords.needsBackticks(name) ? name + "Value" : name
    }

    /// A parameter declaration: `label: Type`, or `label local: Type` where the local name differs.
    static func declaration(label name: String, type: String) -> ResolvedParameterDeclaration {
        let local = local(for: name)
        let label = declarationLabel(name)
        return ResolvedParameterDeclaration(label: label, local: local == label ? nil : local, type: type)
    }
}
