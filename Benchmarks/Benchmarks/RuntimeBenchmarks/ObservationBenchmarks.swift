@preconcurrency import Benchmark
import Observation
import ReduxRuntime

/// What an action that changes 1 of 10 fields costs with per-field observation, against the whole-state
/// observation every store had before (and stores of states that are not `ObservableState` still have).
///
/// - "dispatch, 3 pass-through middleware, 10-field state": no view has read the store;
/// - "... 1 view reading an unchanged field": the store compares old and new values on every action;
/// - "change 1 of 10 fields, 10 views": ten views each read one field inside `withObservationTracking`;
///   one operation is the dispatch plus re-tracking every view it invalidated, as SwiftUI does before it
///   renders them again (per field: 1 view; whole state: all 10).
func registerObservationBenchmarks() {
    mainActorBenchmark("dispatch, 3 pass-through middleware, 10-field state, per-field", configuration: .perOperation) { benchmark in
        let store = makeTenFieldStore(middlewareCount: 3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.edit)
        }
        benchmark.stopMeasurement()
        blackHole(store.state)
    }

    mainActorBenchmark("dispatch, 3 pass-through middleware, 10-field state, per-field, 1 view reading an unchanged field", configuration: .perOperation) { benchmark in
        let store = makeTenFieldStore(middlewareCount: 3)
        let view = TrackedView { _ = store.count }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.edit)
        }
        benchmark.stopMeasurement()
        blackHole(view.isInvalidated)
    }

    mainActorBenchmark("dispatch, 3 pass-through middleware, 10-field state, whole-state, 1 view reading the state", configuration: .perOperation) { benchmark in
        let store = makeWholeTenFieldStore(middlewareCount: 3)
        let view = TrackedView { _ = store.state.fields.count }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.edit)
        }
        benchmark.stopMeasurement()
        blackHole(view.isInvalidated)
    }

    mainActorBenchmark("change 1 of 10 fields, 10 views, per-field", configuration: .perOperation) { benchmark in
        let store = makeTenFieldStore(middlewareCount: 3)
        let views: [TrackedView] = [
            TrackedView { _ = store.title }, TrackedView { _ = store.count }, TrackedView { _ = store.isLoading },
            TrackedView { _ = store.items }, TrackedView { _ = store.query }, TrackedView { _ = store.page },
            TrackedView { _ = store.total }, TrackedView { _ = store.selection }, TrackedView { _ = store.tags },
            TrackedView { _ = store.message },
        ]
        var invalidated = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.edit)
            invalidated &+= retrackInvalidated(views)
        }
        benchmark.stopMeasurement()
        blackHole(invalidated)
    }

    mainActorBenchmark("change 1 of 10 fields, 10 views, whole-state", configuration: .perOperation) { benchmark in
        let store = makeWholeTenFieldStore(middlewareCount: 3)
        let views: [TrackedView] = [
            TrackedView { _ = store.state.fields.title }, TrackedView { _ = store.state.fields.count },
            TrackedView { _ = store.state.fields.isLoading }, TrackedView { _ = store.state.fields.items },
            TrackedView { _ = store.state.fields.query }, TrackedView { _ = store.state.fields.page },
            TrackedView { _ = store.state.fields.total }, TrackedView { _ = store.state.fields.selection },
            TrackedView { _ = store.state.fields.tags }, TrackedView { _ = store.state.fields.message },
        ]
        var invalidated = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.edit)
            invalidated &+= retrackInvalidated(views)
        }
        benchmark.stopMeasurement()
        blackHole(invalidated)
    }
}

/// Re-tracks every view that an action invalidated and returns how many there were.
@MainActor
private func retrackInvalidated(_ views: [TrackedView]) -> Int {
    var count = 0
    for view in views where view.isInvalidated {
        view.track()
        count += 1
    }
    return count
}

/// Stands in for a SwiftUI view: reads the store inside `withObservationTracking` and is invalidated
/// when what it read changes.
@MainActor
final class TrackedView {
    private let body: @MainActor () -> Void
    private let flag = InvalidationFlag()

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
        track()
    }

    var isInvalidated: Bool { flag.isSet }

    func track() {
        flag.isSet = false
        let flag = self.flag
        withObservationTracking {
            body()
        } onChange: {
            flag.isSet = true
        }
    }
}

/// Set from `onChange`, which observation calls synchronously on the thread that changed the state (the
/// main actor here), and read on the main actor.
final class InvalidationFlag: @unchecked Sendable {
    var isSet = false
}
