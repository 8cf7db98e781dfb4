/// The statements of the middleware flavor's `<Feature>Middleware.effect(for:...)`, which sends the
/// requests an action has just started.
enum MiddlewareCalls {
    /// The call sending `endpoint`'s request if the action started it, with the payload `arguments`
    /// (`label: local`).
    static func send(_ endpoint: ResolvedEndpoint, feature: String, arguments: [ResolvedArgument]) -> ResolvedCall {
        let leading = [("state", "state"), ("firstNewRequest", "firstNewRequest"), ("environment", "environment")]
        return ResolvedCall(
            function: "\(feature)Middleware.\(endpoint.name)",
            arguments: leading.map { ResolvedArgument(label: $0.0, value: $0.1) } + arguments
        )
    }
}
