import ReduxRuntime

/// Drives a reducer in a test and checks every state change and every action its effects send.
///
/// ```swift
/// @Test @MainActor func refreshLoadsItems() async {
///     let store = TestStore(initialState: FeedState(), reducer: feedReducer(repository: MockFeedRepository()))
///     await store.send(.refresh) { $0.isLoading = true }
///     await store.receive(.itemsLoaded([.sample])) {
///         $0.isLoading = false
///         $0.items = [.sample]
///     }
///     await store.finish()
/// }
/// ```
///
/// The test store is exhaustive by default. It reports a failure (through Swift Testing, or XCTest outside
/// of it) when
/// - the state after an action differs from the expected state (the message shows only what differs),
/// - an action changes the state and no expected change was given,
/// - an action is sent while actions received from effects have not been asserted with `receive`,
/// - `receive` waits in vain or gets another action,
/// - `finish()` finds effects still running or actions not received,
/// - the test store is deinitialized while actions received from effects were not asserted, or while
///   effects are still running (a test must end with `finish()`).
///
/// With `exhaustivity = .off` it checks only what the test names: the values its closures set and the
/// actions it receives (see `Exhaustivity`).
///
/// It runs a real `Store`, so the effects, cancellation and clocks in a test behave as they do in the app:
/// an action an effect sends is handled by the reducer when it arrives, and kept, with the state it left,
/// until `receive` asserts it in the order the actions came. Inject mocks and a `TestClock` through the
/// reducer's dependencies.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
    /// How long `receive` and `finish` wait for effects before failing, in real time; a pause in which the
    /// test itself was not run (a busy machine) counts for at most 50 ms.
    public var timeout: Duration

    /// Whether the test must assert everything (`.on`, the default) or only what it names (`.off`).
    ///
    /// Off, the test store
    /// - checks in `send` and `receive` only the values the closure sets: the closure gets the state
    ///   *after* the action and must leave it as it is, so set values (`$0.count = 1`) rather than change
    ///   them (`$0.count += 1`); without a closure nothing is checked,
    /// - lets `receive` skip the actions it does not expect (the reducer has handled them as they came, as
    ///   the app does) until one matches,
    /// - lets the actions effects have sent before a `send` go unasserted instead of failing,
    /// - in `finish()` lets the actions effects have sent go unasserted, then cancels the effects still
    ///   running, without failing and without waiting for their work.
    ///
    /// `.off(showSkippedAssertions: true)` reports each thing it let pass as a warning.
    public var exhaustivity: Exhaustivity = .on {
        didSet { ledger.isExhaustive = exhaustivity == .on }
    }

    let store: Store<State, Action>
    let inbox: Inbox
    private let ledger: TestStoreLedger
    private let creation: TestLocation

    /// Creates a test store.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action.
    ///   - reducer: The reducer under test, built with mock dependencies.
    ///   - middleware: Middleware under test (such as a generated feature middleware that sends requests),
    ///     after the test store's own; actions it dispatches or its effects send are received like any
    ///     effect's.
    ///   - timeout: How long `receive` and `finish` wait for effects, in real time. Effects built on mocks
    ///     finish at once, so the wait only runs out when a test is failing or a busy CI machine starves it;
    ///     the default leaves room for the latter.
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let ledger = TestStoreLedger()
        let inbox = Inbox(ledger: ledger)
        self.inbox = inbox
        self.ledger = ledger
        self.creation = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.timeout = timeout
        self.store = Store(initialState: initialState, reducer: reducer, middleware: [inbox.middleware()] + middleware)
    }

    deinit {
        guard ledger.isExhaustive else { return }
        let pending = ledger.pending
        if !pending.isEmpty {
            reportFailure(
                "The test store was deinitialized with \(pending.count) received action(s) not asserted:\n"
                    + pending.map { "  " + $0 }.joined(separator: "\n"),
                at: creation
            )
        }
        let running = store.runningEffectKeys
        if !running.isEmpty, !ledger.hasReportedRunningEffects {
            reportFailure(
                "The test store was deinitialized with \(running.count) effect(s) still running. End the test with "
                    + "`await store.finish()`, after cancelling long-living effects or with `skipInFlightEffects()`. "
                    + "Started by:\n" + ledger.origins(ofRunning: running).map { "  " + $0 }.joined(separator: "\n"),
                at: creation
            )
        }
    }

    /// The current state.
    public var state: State {
        store.state
    }

    /// The value of one field of the current state: `store.read(\.loadArticlesStatus)`.
    ///
    /// It reads what `store.state.loadArticlesStatus` reads. Generated tests use it because the caller then
    /// never holds the whole state: for a state of thousands of fields, every test that held a copy of it
    /// made the compiler lower that copy field by field, which took most of a large feature's test build.
    public func read<Value>(_ field: KeyPath<State, Value>) -> Value {
        store.state[keyPath: field]
    }

    /// Actions sent by effects that no `receive` has asserted yet, in the order they came. The reducer has
    /// handled them already: `state` includes what they did.
    public var receivedActions: [Action] {
        inbox.received.map(\.action)
    }

    /// The number of effects still running.
    public var inFlightEffectCount: Int {
        store.inFlightEffectCount
    }

    /// Sends `action` and checks the resulting state.
    ///
    /// - Parameters:
    ///   - action: The action a user (or the system) performs.
    ///   - updateExpectedState: Changes the state before the action into the state expected after it.
    ///     Leave it out only when the action must not change the state. In a non-exhaustive test store
    ///     it gets the state after the action and sets the values the test checks.
    public func send(
        _ action: Action,
        assert updateExpectedState: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity != .on {
            passReceivedActions(before: "sending \(describe(action))", at: location)
        } else if !inbox.received.isEmpty {
            reportFailure(
                "Must handle \(inbox.received.count) received action(s) before sending \(describe(action)):\n"
                    + receivedActions.map { "  " + describe($0) }.joined(separator: "\n"),
                at: location
            )
        }
        let before = store.state
        let runningBefore = store.inFlightEffectKeys
        inbox.sendsTestAction = true
        store.dispatch(action)
        let started = store.inFlightEffectKeys.subtracting(runningBefore)
        if !started.isEmpty {
            ledger.recordEffectStart(.init(keys: started, step: "sending \(describe(action))", location: location))
        }
        check(
            "sending \(describe(action))", before: before, actual: inbox.stateAfterTestAction ?? store.state,
            updateExpectedState: updateExpectedState, at: location
        )
        await Task.yield()
    }

    /// Waits for an effect to send an action, checks that it is `expectedAction` and checks the state the
    /// reducer left after it.
    ///
    /// A non-exhaustive test store skips the actions that are not `expectedAction` (the reducer has handled
    /// them, as the app would), and waits on until it arrives.
    ///
    /// - Parameters:
    ///   - expectedAction: The action the effects should send next.
    ///   - timeout: How long to wait, in real time; `self.timeout` when nil.
    ///   - updateExpectedState: Changes the state before the action into the state expected after it.
    ///     In a non-exhaustive test store it gets the state after the action and sets the values the test
    ///     checks.
    public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert updateExpectedState: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            describedAs: describe(expectedAction),
            expected: expectedAction,
            timeout: timeout,
            updateExpectedState: updateExpectedState,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            matching: { $0 == expectedAction }
        )
    }

    /// Waits for every effect to finish, then checks that every action they sent has been received.
    ///
    /// Call it at the end of each test; effects that never end (timers, long-lived streams) must be
    /// cancelled by an action before it.
    ///
    /// A non-exhaustive test store fails on neither and does not wait for the effects' work: it applies the
    /// actions effects have sent so far, then cancels the effects still running and waits only until they
    /// stop. A test that needs an effect's action receives it.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity != .on {
            await finishNonExhaustively(timeout: timeout ?? self.timeout, at: location)
            return
        }
        let finished = await waitForCondition(timeout: timeout ?? self.timeout) { [store] in
            store.inFlightEffectCount == 0
        }
        if !finished {
            // Reported once here; the test store's deinit must not report them again.
            ledger.hasReportedRunningEffects = true
            reportFailure(
                "\(store.inFlightEffectCount) effect(s) still running after \(timeout ?? self.timeout). "
                    + "Cancel long-living effects, or advance the test clock, before finishing. Started by:\n"
                    + ledger.origins(ofRunning: store.inFlightEffectKeys).map { "  " + $0 }.joined(separator: "\n"),
                at: location
            )
        }
        if !inbox.received.isEmpty {
            reportFailure(
                "\(inbox.received.count) received action(s) were not asserted:\n"
                    + receivedActions.map { "  " + describe($0) }.joined(separator: "\n"),
                at: location
            )
            // Reported once here; the test store's deinit must not report them again.
            inbox.removeAll()
        }
    }

    /// Cancels the effects still running, without failing, and waits until they have stopped: for a test
    /// that is done with a long-living effect (a timer, a stream) no action of the feature cancels. The
    /// actions they send as they are cancelled (`onCancel`) are dropped, since the app would not have
    /// cancelled them there; the actions received before stay to be asserted.
    public func skipInFlightEffects(timeout: Duration? = nil) async {
        guard store.inFlightEffectCount > 0 else { return }
        inbox.isClosed = true
        store.cancelAllEffects()
        // Cancelled effects end on their own tasks; waiting for them means nothing of this test runs on.
        _ = await waitForCondition(timeout: timeout ?? self.timeout) { [store] in store.inFlightEffectCount == 0 }
        inbox.isClosed = false
    }

    /// Forgets the actions received so far without asserting them; for tests that only care about the end
    /// state of a longer flow. The reducer has handled them when they arrived, so `state` includes what they
    /// did.
    public func skipReceivedActions() {
        inbox.removeAll()
    }

    /// Checks the state an action left (`actual`, from `before`) against what the test expects.
    func check(
        _ step: String,
        before: State,
        actual: State,
        updateExpectedState: ((inout State) -> Void)?,
        at location: TestLocation
    ) {
        switch exhaustivity {
        case .on:
            var expected = before
            updateExpectedState?(&expected)
            guard expected != actual else { return }
            reportFailure(
                StateMismatch.exhaustive(
                    step: step, before: before, expected: expected, actual: actual,
                    closureGiven: updateExpectedState != nil
                ),
                at: location
            )
        case .off(let showSkippedAssertions):
            if let updateExpectedState {
                var expected = actual
                updateExpectedState(&expected)
                if expected != actual {
                    var expectedFromBefore = before
                    updateExpectedState(&expectedFromBefore)
                    reportFailure(
                        StateMismatch.nonExhaustive(
                            step: step, expected: expected, actual: actual, expectedFromBefore: expectedFromBefore
                        ),
                        at: location
                    )
                    return
                }
            }
            guard showSkippedAssertions else { return }
            var expected = before
            updateExpectedState?(&expected)
            guard expected != actual else { return }
            reportWarning(StateMismatch.notAsserted(step: step, expected: expected, actual: actual), at: location)
        }
    }

    func describe(_ action: Action) -> String {
        Inbox.describe(action)
    }
}
