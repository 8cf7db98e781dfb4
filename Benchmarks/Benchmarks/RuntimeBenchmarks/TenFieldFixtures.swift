import ReduxRuntime

/// A state of 10 fields, observed field by field: its `ObservableState` conformance is written the way
/// reduxgen generates it. An `.edit` action changes `title` only.
struct TenFieldState: Equatable {
    var title = ""
    var count = 0
    var isLoading = false
    var items: [String] = ["a", "b", "c"]
    var query = "swift"
    var page = 1
    var total = 0
    var selection: Int?
    var tags: Set<String> = []
    var message = ""
}

extension TenFieldState: ObservableState {
    static let observedFields: [ObservedField<Self>] = [
        ObservedField(\.title), ObservedField(\.count), ObservedField(\.isLoading), ObservedField(\.items),
        ObservedField(\.query), ObservedField(\.page), ObservedField(\.total), ObservedField(\.selection),
        ObservedField(\.tags), ObservedField(\.message),
    ]
}

/// The same 10 fields without the conformance: the store observes the state as one value, as it did
/// for every state before per-field observation.
struct WholeTenFieldState: Equatable {
    var fields = TenFieldState()
}

enum TenFieldAction: Sendable {
    /// Changes one field of ten: `title` becomes one of two short strings, alternately.
    case edit
}

let tenFieldReducer = Reducer<TenFieldState, TenFieldAction> { state, _ in
    state.title = state.title == "odd" ? "even" : "odd"
    return .none
}

let wholeTenFieldReducer = Reducer<WholeTenFieldState, TenFieldAction> { state, _ in
    state.fields.title = state.fields.title == "odd" ? "even" : "odd"
    return .none
}

@MainActor
func makeTenFieldStore(middlewareCount: Int) -> Store<TenFieldState, TenFieldAction> {
    Store(
        initialState: TenFieldState(),
        reducer: tenFieldReducer,
        middleware: (0..<middlewareCount).map { _ in
            Middleware { _, next in { action in next(action) } }
        })
}

@MainActor
func makeWholeTenFieldStore(middlewareCount: Int) -> Store<WholeTenFieldState, TenFieldAction> {
    Store(
        initialState: WholeTenFieldState(),
        reducer: wholeTenFieldReducer,
        middleware: (0..<middlewareCount).map { _ in
            Middleware { _, next in { action in next(action) } }
        })
}
