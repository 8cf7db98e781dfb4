import Foundation
import Testing
import ReduxRuntime

@MainActor
struct LoggingMiddlewareTests {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var all: [String] { lock.withLock { stored } }
        func append(_ line: String) { lock.withLock { stored.append(line) } }
    }

    @Test func logsTheActionAndWhatChanged() {
        let lines = Lines()
        let store = Store(
            initialState: CounterState(),
            reducer: counterReducer,
            middleware: [.logging(label: "counter", to: LogSink(lines.append))]
        )
        store.dispatch(.add(2))
        store.dispatch(.record("hello"))
        store.dispatch(.add(0))
        #expect(lines.all == [
            "[counter] .add(2) → count: 0 → 2",
            #"[counter] .record("hello") → log: [] → ["hello"]"#,
            "[counter] .add(0) → no state change",
        ])
    }

    @Test func summaryListsAtMostTheRequestedNumberOfChanges() {
        struct Wide: Equatable {
            var a = 0, b = 0, c = 0
        }
        let summary = StateDiff.summary(from: Wide(), to: Wide(a: 1, b: 2, c: 3), maxChanges: 2)
        #expect(summary == "a: 0 → 1; b: 0 → 2; (+1 more)")
    }

    @Test func longValuesAreShortened() {
        let summary = StateDiff.summary(from: "", to: String(repeating: "x", count: 100), maxValueLength: 10)
        #expect(summary == #""" → "xxxxxxxx…"#)
    }
}
