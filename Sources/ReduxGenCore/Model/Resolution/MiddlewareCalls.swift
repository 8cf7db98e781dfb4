/// The statements of the middleware flavor's `<Feature>Middleware.effect(for:...)`, which sends the
/// requests an action has just started.
enum MiddlewareCalls {
    /// The call sending `endpoint`'s request if the action started it, with the payload `arguments`
    /// (`label: local`).
    static func send(_ endpoint: ResolvedEndpoint, arguments: [ResolvedArgument]) -> ResolvedCall {
        let leading = [
            ResolvedArgument(label: "state", value: .local("state")),
            ResolvedArgument(label: "previous", value: .local("previous")),
            ResolvedArgument(label: "environment", value: .environment),
        ]
        return ResolvedCall(function: "Self.\(endpoint.name)", arguments: leading + arguments)
    }
}
