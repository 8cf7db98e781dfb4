// The hand-written hook of the KitchenMw feature's custom action, as a user writes it.
import ReduxRuntime

extension KitchenMwHooks {
    static func tick(state: inout KitchenMwState, by: Int, state label: String) -> Effect<KitchenMwAction> {
        state.limit += by
        return label.isEmpty ? .none : .send(.toggled)
    }
}
