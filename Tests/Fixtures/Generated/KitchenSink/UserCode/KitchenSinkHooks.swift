// The hand-written hooks of the KitchenSink feature, as a user writes them.
import ReduxRuntime

extension KitchenSinkHooks {
    static func tick(
        state: inout KitchenSinkState,
        environment: KitchenSinkEnvironment,
        by: Int,
        state label: String
    ) -> Effect<KitchenSinkAction> {
        state.limit += by
        return label.isEmpty ? .none : .send(.toggled)
    }

    /// Runs after a current `ping` success, after its steps and before the requests it chains.
    static func pingSucceeded(state: inout KitchenSinkState, environment: KitchenSinkEnvironment) -> Effect<KitchenSinkAction> {
        .none
    }

    /// Runs after a current `ping` failure; a 404 asks the server again through the environment's repository.
    static func pingFailed(
        state: inout KitchenSinkState,
        environment: KitchenSinkEnvironment,
        error: APIError
    ) -> Effect<KitchenSinkAction> {
        guard error == .httpStatus(404, body: nil) else { return .none }
        let repository = environment.repository
        return .run { _ in try? await repository.ping(default: 0) }
    }
}
