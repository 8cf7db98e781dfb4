import ReduxRuntime
import ReduxRuntimeTesting
import Testing
import TestSupport

/// docs/runtime.md, "Failure messages": an action named in a heading or a list is cut after 200 characters,
/// with its length.
@MainActor
struct TestStoreLongActionTests {
    enum Action: Equatable, Sendable {
        case load
        case loaded([Int])
    }

    private static let reducer = Reducer<[Int], Action> { state, action in
        switch action {
        case .load:
            return .send(.loaded(Array(0..<1_000)))
        case .loaded(let numbers):
            state = numbers
            return .none
        }
    }

    @Test func anUnassertedActionOfAThousandNumbersIsListedOnOneShortLine() async {
        let store = TestStore(initialState: [], reducer: Self.reducer)
        let issues = await recordedIssues {
            await store.send(.load)
            #expect(await eventually { store.receivedActions.count == 1 })
            await store.finish()
        }
        let message = issues.first?.message ?? ""
        let listed = message.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        let full = ".loaded([" + (0..<1_000).map(String.init).joined(separator: ", ") + "])"
        #expect(message.hasPrefix("1 received action(s) were not asserted:\n"), "\(message)")
        #expect(listed == "  " + full.prefix(200) + "… (\(full.count) characters)", "\(message)")
    }
}
