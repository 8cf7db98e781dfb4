import ReduxRuntime

struct EffectState: Equatable, Sendable {
    var finished: [Int] = []
    var started = 0
}

enum EffectAction: Equatable, Sendable {
    case start(Int)
    case startLatest(Int)
    case startUnlessBusy(Int)
    case startQueued(Int)
    case sendQueued(Int)
    case startMany(Int)
    case cancelAll
    case finished(Int)
}

enum EffectCancelID: Hashable, Sendable {
    case work
}

/// Effects that wait for the test to open their latch, so tests decide when (and in which order) each
/// one finishes.
func effectReducer(latches: [Int: Latch], onStart: Counter? = nil) -> Reducer<EffectState, EffectAction> {
    Reducer { state, action in
        func work(_ number: Int) -> Effect<EffectAction> {
            .run { send in
                onStart?.increment()
                await latches[number]?.wait()
                await send(.finished(number))
            }
        }
        switch action {
        case .start(let number):
            state.started += 1
            return work(number)
        case .startLatest(let number):
            state.started += 1
            return work(number).cancellable(id: EffectCancelID.work, policy: .cancelInFlight)
        case .startUnlessBusy(let number):
            state.started += 1
            return work(number).cancellable(id: EffectCancelID.work, policy: .dropWhileInFlight)
        case .startQueued(let number):
            state.started += 1
            return work(number).cancellable(id: EffectCancelID.work, policy: .queue)
        case .sendQueued(let number):
            state.started += 1
            return .send(.finished(number)).cancellable(id: EffectCancelID.work, policy: .queue)
        case .startMany(let count):
            state.started += count
            return .merge((0..<count).map(work))
        case .cancelAll:
            return .cancel(id: EffectCancelID.work)
        case .finished(let number):
            state.finished.append(number)
            return .none
        }
    }
}

func makeLatches(_ count: Int) -> [Int: Latch] {
    Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, Latch()) })
}
