// The hand-written hook of the KitchenSinkMiddleware feature's custom action, as a user writes it.
import ReduxRuntime

extension KitchenSinkMiddlewareHooks {
    static func tick(state: inout KitchenSinkMiddlewareState, by: Int, state label: String) -> Effect<KitchenSinkMiddlewareAction> {
        state.limit += by
        return label.isEmpty ? .none : .send(.toggled)
    }
}
