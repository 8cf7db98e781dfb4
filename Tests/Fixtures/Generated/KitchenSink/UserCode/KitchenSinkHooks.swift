// The hand-written hook of the KitchenSink feature's custom action, as a user writes it.
import ReduxRuntime

extension KitchenSinkHooks {
    static func tick(state: inout KitchenSinkState, by: Int, state label: String) -> Effect<KitchenSinkAction> {
        state.limit += by
        return label.isEmpty ? .none : .send(.toggled)
    }
}
