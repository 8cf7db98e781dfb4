import ReduxRuntime
import TestSupport
import Testing

/// docs/runtime.md, "Effects": `Effect.request(_:report:send:)` reports how one request ended as the action
/// `report` makes, and `.onCancel(send:)` outside it reports a cancellation.
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
        case cancel
    }

    static func reducer(answer: Answer, gate: Latch? = nil) -> Reducer<[Action], Action> {
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
                .onCancel(send: .loadResponse(.cancelled(id)))
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
}
