extension Effect {
    /// Turns the actions this effect sends into another action type, e.g. to embed a feature's actions in
    /// the app's action (`effect.map(AppAction.feed)`).
    @inlinable
    public func map<Other: Sendable>(
        _ transform: @escaping @Sendable (Action) -> Other
    ) -> Effect<Other> {
        switch operation {
        case .none:
            return .none
        case .send(let action):
            return .send(transform(action))
        case .run(let priority, let body):
            return Effect<Other>(operation: .run(priority: priority) { send in
                await body(Send { action in send(transform(action)) })
            })
        case .task(let priority, let body):
            return Effect<Other>(operation: .task(priority: priority) { await body().map(transform) })
        case .merge(let effects):
            return Effect<Other>(operation: .merge(effects.map { $0.map(transform) }))
        case .cancel(let id):
            return Effect<Other>(operation: .cancel(id))
        case .cancellable(let id, let policy, let effect):
            return Effect<Other>(operation: .cancellable(id: id, policy: policy, effect: effect.map(transform)))
        case .delayed(let clock, let duration, let effect):
            return Effect<Other>(operation: .delayed(clock: clock, duration: duration, effect: effect.map(transform)))
        case .onCancel(let action, let effect):
            return Effect<Other>(operation: .onCancel(action: transform(action), effect: effect.map(transform)))
        }
    }
}
