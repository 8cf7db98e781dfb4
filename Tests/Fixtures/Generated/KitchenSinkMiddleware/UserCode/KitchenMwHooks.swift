// The hand-written hooks of the KitchenMw feature, as a user writes them.
import ReduxRuntime

extension KitchenMwHooks {
    static func tick(
        state: inout KitchenMwState,
        environment: KitchenMwEnvironment,
        by: Int,
        state label: String
    ) -> Effect<KitchenMwAction> {
        state.limit += by
        return label.isEmpty ? .none : .send(.toggled)
    }

    /// Runs after a current `ping` success, after its steps and before the requests it chains.
    static func pingSucceeded(state: inout KitchenMwState, environment: KitchenMwEnvironment) -> Effect<KitchenMwAction> {
        .none
    }

    /// Runs after a current `ping` failure; a 404 asks the server again through the environment's repository.
    static func pingFailed(
        state: inout KitchenMwState,
        environment: KitchenMwEnvironment,
        error: APIError
    ) -> Effect<KitchenMwAction> {
        guard error == .httpStatus(404, body: nil) else { return .none }
        let repository = environment.repository
        return .run { _ in try? await repository.ping(default: 0) }
    }
}
