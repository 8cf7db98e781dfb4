/// Names generated code declares itself inside reducers, effects and repositories; a payload field or
/// request value with one of these names is bound to `<name>Value` instead, so it never shadows them.
enum LocalNames {
    static let reserved: Set<String> = [
        "state", "action", "environment", "send", "repository", "response", "error", "requestID", "items",
        "index", "element", "request", "queryItems", "headers", "body", "path", "client", "result", "effect",
    ]

    /// The escaped name a value labelled `label` (unescaped) is bound to.
    static func local(for label: String) -> String {
        reserved.contains(label) ? label + "Value" : SwiftName.escaped(label)
    }

    /// A parameter declaration: `label: Type`, or `label local: Type` where the local name differs.
    static func declaration(label: String, type: String) -> String {
        let local = local(for: label)
        let escapedLabel = SwiftName.escaped(label)
        return (local == escapedLabel ? escapedLabel : escapedLabel + " " + local) + ": " + type
    }
}
