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

    /// `return .none`, `return <send>`, or each send bound to a local and `return .merge(...)`.
    static func returnLines(_ sends: [String]) -> [String] {
        switch sends.count {
        case 0: return ["return .none"]
        case 1: return ["return " + sends[0]]
        default:
            let locals = sends.indices.map { "request\($0 + 1)" }
            return zip(locals, sends).map { local, send in "let \(local) = " + send }
                + ["return " + SwiftCall.text(".merge", arguments: locals)]
        }
    }

    /// `.name`, or `.name(let a, _)` binding only the payload values given (nil: not needed).
    static func casePattern(_ name: String, payload locals: [String?]) -> String {
        guard locals.contains(where: { $0 != nil }) else { return "." + name }
        return "." + name + "(" + locals.map { $0.map { "let " + $0 } ?? "_" }.joined(separator: ", ") + ")"
    }
}
