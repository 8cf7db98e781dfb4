import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The middleware's side of the inspector's limits: a batch the inspector refuses as a whole is sent again
/// event by event, and an event it refuses alone is dropped and counted rather than sent again forever.
@Suite(.loopbackServers)
@MainActor
struct RefusedBatchTests {
    /// An inspector that refuses, as too large, every batch holding a `decrementTapped` action.
    final class PickyInspector: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var acceptedSeqs: [Int] = []
        private var reportedDropped = 0
        private var contentTypes: Set<String?> = []
        private var origins: [String] = []

        func send(_ request: HTTPRequest, baseURL: URL) async throws -> HTTPResponse {
            guard request.method == .post else {
                try await Task.sleep(for: .milliseconds(20))
                return HTTPResponse(status: 200, body: Data("[]".utf8))
            }
            let batch = try JSONSerialization.jsonObject(with: request.body ?? Data()) as? [String: Any] ?? [:]
            let events = batch["events"] as? [[String: Any]] ?? []
            return lock.withLock {
                contentTypes.insert(request.headers["Content-Type"])
                origins += request.headers["Origin"].map { [$0] } ?? []
                if events.contains(where: { ($0["action"] as? [String: Any])?["decrementTapped"] != nil }) {
                    return HTTPResponse(status: 413)
                }
                acceptedSeqs += events.compactMap { $0["seq"] as? Int }
                reportedDropped += batch["dropped"] as? Int ?? 0
                return HTTPResponse(status: 200, body: Data("{}".utf8))
            }
        }

        var accepted: (seqs: [Int], dropped: Int) { lock.withLock { (acceptedSeqs, reportedDropped) } }
        var headers: (contentTypes: Set<String?>, origins: [String]) { lock.withLock { (contentTypes, origins) } }
    }

    @Test func anEventTheInspectorRefusesIsDroppedAndCountedAndLaterOnesGetThrough() async throws {
        let inspector = PickyInspector()
        let devTools = DevTools<CounterState, CounterAction>(
            configuration: DevToolsConfiguration(
                inspectorURL: URL(string: "http://127.0.0.1:9")!, appName: "Picky", retryInterval: .milliseconds(50)),
            transport: inspector)
        defer { devTools.stop() }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [devTools.middleware])
        store.dispatch(.incrementTapped)
        store.dispatch(.decrementTapped)
        store.dispatch(.incrementTapped)
        store.dispatch(.incrementTapped)

        try await waitUntil("every event but the refused one is accepted, and the refused one is counted") {
            inspector.accepted.seqs == [1, 2, 4, 5] && inspector.accepted.dropped == 1
        }
        #expect(inspector.headers.contentTypes == ["application/json"], "every write says it is JSON")
        #expect(inspector.headers.origins.isEmpty, "an app sends no Origin")
    }

    struct GaugeState: Equatable, Codable, Sendable {
        var value: Double = 0
    }

    enum GaugeAction: Equatable, Codable, Sendable {
        case set(Double)
    }

    @Test func anEventThatCannotBeWrittenAsJSONIsDroppedAndCountedAndTheOthersGetThrough() async throws {
        let inspector = PickyInspector()
        let devTools = DevTools<GaugeState, GaugeAction>(
            configuration: DevToolsConfiguration(
                inspectorURL: URL(string: "http://127.0.0.1:9")!, appName: "Gauge", retryInterval: .milliseconds(50)),
            transport: inspector)
        defer { devTools.stop() }
        let reducer = Reducer<GaugeState, GaugeAction> { state, action in
            switch action {
            case .set(let value): state.value = value
            }
            return .none
        }
        let store = Store(initialState: GaugeState(), reducer: reducer, middleware: [devTools.middleware])
        store.dispatch(.set(1))
        try await waitUntil("the first events are sent") { inspector.accepted.seqs == [1, 2] }
        // Sent together in one batch: JSON has no NaN, so the third cannot be written.
        store.dispatch(.set(2))
        store.dispatch(.set(.nan))
        store.dispatch(.set(4))

        try await waitUntil("every event but the one holding NaN is accepted, and that one is counted") {
            inspector.accepted.seqs == [1, 2, 3, 5] && inspector.accepted.dropped == 1
        }
    }
}
