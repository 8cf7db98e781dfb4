@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// The documented hooks (docs/generated-code.md, "Custom actions" and "Hooks on outcomes"), generated
/// with public access and written as the page shows (Tests/Fixtures/Generated/PublicHooks/UserCode).
@MainActor
struct PublicHooksTests {
    /// Answers every save at once, recording the seconds sent.
    final class SavingRepository: TimerRepository, @unchecked Sendable {
        private let lock = NSLock()
        private var sent: [Int] = []
        var saved: [Int] { lock.withLock { sent } }

        func save(seconds: Int) async throws(APIError) {
            lock.withLock { sent.append(seconds) }
        }
    }

    /// Records the events it is given.
    final class RecordingAnalytics: Analytics, @unchecked Sendable {
        private let lock = NSLock()
        private var tracked: [String] = []
        var events: [String] { lock.withLock { tracked } }

        func track(_ event: String) async {
            lock.withLock { tracked.append(event) }
        }
    }

    @Test func theCustomActionHookChangesStateWithItsPayload() {
        let store = Store(initialState: TimerState(), reducer: makeTimerReducer(environment: TimerEnvironment(repository: SavingRepository())))
        store.dispatch(.tick(by: 2))
        store.dispatch(.tick(by: 3))
        #expect(store.state.seconds == 5)
    }

    @Test func theSuccessHookRunsOnceForEachCurrentSuccess() async throws {
        let repository = SavingRepository()
        let store = Store(initialState: TimerState(), reducer: makeTimerReducer(environment: TimerEnvironment(repository: repository)))
        store.dispatch(.tick(by: 4))
        store.dispatch(.save)
        try await waitUntil("the save succeeds") { store.state.save.status == .loaded }
        #expect(store.state.savedCount == 1)
        #expect(repository.saved == [4], "the body reads state.seconds")

        store.dispatch(.saveResponse(.succeeded(RequestID(1))))
        #expect(store.state.savedCount == 1, "a stale success does not run the hook")
    }

    /// docs/generated-code.md, "The app's own services": a hook reaches a service the app sets in the
    /// environment's `dependencies`; an environment made without it reads the key's default.
    @Test func aHookReachesTheServiceTheAppSetInTheEnvironment() async throws {
        let analytics = RecordingAnalytics()
        let environment = TimerEnvironment(repository: SavingRepository(), dependencies: Dependencies().with(\.analytics, analytics))
        let store = Store(initialState: TimerState(), reducer: makeTimerReducer(environment: environment))
        store.dispatch(.tick(by: 7))
        store.dispatch(.save)
        try await waitUntil("the hook's effect tracks the save") { analytics.events == ["saved 7"] }
        #expect(TimerEnvironment(repository: SavingRepository()).dependencies.analytics is NoAnalytics)
    }
}
