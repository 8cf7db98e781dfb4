import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// docs/runtime.md, "Effects": `Effect.request(_:report:send:)` reports how one request ended as the action
/// `report` makes, a cancellation included: also while the request waits for a debounce or in a queue, but
/// not when a newer request replaces it under `.cancelInFlight`.
@MainActor
struct RequestOutcomeEffectTests {
    struct Unexpected: Error, CustomStringConvertible {
        var description: String { "unexpected" }
    }

    enum Answer: Sendable {
        case value(Int), apiError(APIError), otherError, nothing
    }

    enum Action: Equatable, Sendable {
        case load(RequestID)
        case loadResponse(RequestOutcome<Int>)
        case delete(RequestID)
        case deleteResponse(RequestOutcome<NoResponse>)
        case search(RequestID)
        case save(RequestID)
        case cancel
    }

    static func reducer(answer: Answer, gate: Latch? = nil, clock: TestClock = TestClock()) -> Reducer<[Action], Action> {
        Reducer { received, action in
            received.append(action)
            switch action {
            case .load(let id):
                return Effect<Action>.request(id, report: Action.loadResponse) { () async throws -> Int in
                    await gate?.wait()
                    switch answer {
                    case .value(let value): return value
                    case .apiError(let error): throw error
                    case .otherError: throw Unexpected()
                    case .nothing: return 0
                    }
                }
                .cancellable(id: "load", policy: .cancelInFlight)
            case .search(let id):
                return Effect<Action>.request(id, report: Action.loadResponse) { () async throws -> Int in 1 }
                    .debounce(id: "load", for: .seconds(1), clock: clock)
            case .save(let id):
                return Effect<Action>.request(id, report: Action.loadResponse) { () async throws -> Int in
                    await gate?.wait()
                    return 1
                }
                .cancellable(id: "load", policy: .queue)
            case .delete(let id):
                return .request(id, report: Action.deleteResponse) {
                    if case .apiError(let error) = answer { throw error }
                }
            case .cancel:
                return .cancel(id: "load")
            case .loadResponse, .deleteResponse:
                return .none
            }
        }
    }

    @Test func aResponseIsReportedAsASuccessWithItsRequestID() async {
        let store = Store(initialState: [], reducer: Self.reducer(answer: .value(42)))
        store.dispatch(.load(RequestID(3)))
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state == [.load(RequestID(3)), .loadResponse(.succeeded(RequestID(3), 42))])
    }

    @Test func anAPIErrorIsReportedAsAFailure() async {
        let store = Store(initialState: [], reducer: Self.reducer(answer: .apiError(.httpStatus(404, body: nil))))
        store.dispatch(.load(RequestID(1)))
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.last == .loadResponse(.failed(RequestID(1), .httpStatus(404, body: nil))))
    }

    @Test func anyOtherErrorIsReportedAsATransportFailureWithItsDescription() async {
        let store = Store(initialState: [], reducer: Self.reducer(answer: .otherError))
        store.dispatch(.load(RequestID(1)))
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.last == .loadResponse(.failed(RequestID(1), .transport(.other("unexpected")))))
    }

    @Test func aRequestWithoutResponseReportsSucceededWithNoResponse() async {
        let store = Store(initialState: [], reducer: Self.reducer(answer: .nothing))
        store.dispatch(.delete(RequestID(2)))
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.last == .deleteResponse(.succeeded(RequestID(2))))
    }

    @Test func aCancelledRequestReportsCancelledAtOnceAndNeverItsAnswer() async {
        let gate = Latch()
        let store = Store(initialState: [], reducer: Self.reducer(answer: .value(1), gate: gate))
        store.dispatch(.load(RequestID(5)))
        store.dispatch(.cancel)
        #expect(store.state.last == .loadResponse(.cancelled(RequestID(5))))
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state == [.load(RequestID(5)), .cancel, .loadResponse(.cancelled(RequestID(5)))])
    }

    @Test func aRequestCancelledWhileItWaitsForItsDebounceReportsCancelled() async {
        let store = Store(initialState: [], reducer: Self.reducer(answer: .value(1)))
        store.dispatch(.search(RequestID(1)))
        store.dispatch(.cancel)
        #expect(store.state == [.search(RequestID(1)), .cancel, .loadResponse(.cancelled(RequestID(1)))])
        #expect(await eventually { store.inFlightEffectCount == 0 })
    }

    @Test func aRequestWaitingInAQueueReportsCancelledAsTheOneInFlightDoes() async {
        let gate = Latch()
        let store = Store(initialState: [], reducer: Self.reducer(answer: .value(1), gate: gate))
        store.dispatch(.save(RequestID(1)))
        store.dispatch(.save(RequestID(2)))
        store.dispatch(.cancel)
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.dropFirst(3).sorted { "\($0)" < "\($1)" } == [
            .loadResponse(.cancelled(RequestID(1))), .loadResponse(.cancelled(RequestID(2))),
        ])
    }

    @Test func aRequestANewerOneReplacesReportsNothing() async {
        let gate = Latch()
        let store = Store(initialState: [], reducer: Self.reducer(answer: .value(7), gate: gate))
        store.dispatch(.load(RequestID(1)))
        store.dispatch(.load(RequestID(2)))
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state == [.load(RequestID(1)), .load(RequestID(2)), .loadResponse(.succeeded(RequestID(2), 7))])
    }
}
