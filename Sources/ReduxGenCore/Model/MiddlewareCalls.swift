/// The statements of the middleware flavor's `<Feature>Middleware.effect(for:...)`, which sends the
/// requests an action has just started.
enum MiddlewareCalls {
    /// The call sending `endpoint`'s request if the action started it, with the payload `arguments`
    /// (`label: local`).
    static func send(_ endpoint: ResolvedEndpoint, feature: String, arguments: [String]) -> String {
        SwiftCall.text(
            "\(feature)Middleware.\(endpoint.name)",
            arguments: ["state: state", "firstNewRequest: firstNewRequest", "environment: environment"] + arguments
        )
    }

    /// `.name`, or `.name(let a, _)` binding only the payload values given (nil: not needed).
    static func casePattern(_ name: String, payload locals: [String?]) -> ResolvedCasePattern {
        ResolvedCasePattern(name: name, bindings: locals)
    }
}
