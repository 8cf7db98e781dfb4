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
/// The test store is exhaustive. It reports a failure (through Swift Testing, or XCTest outside of it) when
/// - the state after an action differs from the expected state (the message shows a line diff),
/// - an action changes the state and no expected change was given,
/// - an action is sent while actions received from effects have not been asserted with `receive`,
/// - `receive` waits in vain or gets another action,
/// - `finish()` finds effects still running or actions not received.
///
/// Actions from effects are held until `receive` asserts them, so the order of a test is always the order
/// of its assertions. It runs a real `Store`, so the effects, cancellation and clocks in a test behave as
/// they do in the app. Inject mocks and a `TestClock` through the reducer's dependencies.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
    /// How long `receive` and `finish` wait for effects before failing, in real time.
    public var timeout: Duration

    private let store: Store<State, Action>
    private let inbox: Inbox

    /// Creates a test store.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action.
    ///   - reducer: The reducer under test, built with mock dependencies.
    ///   - timeout: How long `receive` and `finish` wait for effects, in real time.
    public init(initialState: State, reducer: Reducer<State, Action>, timeout: Duration = .seconds(2)) {
        let inbox = Inbox()
        self.inbox = inbox
        self.timeout = timeout
        self.store = Store(initialState: initialState, reducer: reducer, middleware: [inbox.middleware()])
    }

    /// The current state.
    public var state: State {
        store.state
    }

    /// Actions sent by effects that no `receive` has asserted yet.
    public var receivedActions: [Action] {
        inbox.received
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
    ///     Leave it out only when the action must not change the state.
    public func send(
        _ action: Action,
        assert updateExpectedState: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if !inbox.received.isEmpty {
            reportFailure(
                "Must handle \(inbox.received.count) received action(s) before sending \(describe(action)):\n"
                    + inbox.received.map { "  " + describe($0) }.joined(separator: "\n"),
                at: location
            )
        }
        apply(action, verb: "sending", updateExpectedState: updateExpectedState, at: location)
        await Task.yield()
    }

    /// Waits for an effect to send an action, checks that it is `expectedAction`, applies it and checks
    /// the resulting state.
    ///
    /// - Parameters:
    ///   - expectedAction: The action the effects should send next.
    ///   - timeout: How long to wait, in real time; `self.timeout` when nil.
    ///   - updateExpectedState: Changes the state before the action into the state expected after it.
    public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert updateExpectedState: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let arrived = await waitUntil(timeout: timeout ?? self.timeout) { [inbox, store] in
            !inbox.received.isEmpty || store.inFlightEffectCount == 0
        }
        guard arrived, !inbox.received.isEmpty else {
            let reason = arrived ? "no effect is running" : "timed out after \(timeout ?? self.timeout)"
            reportFailure("Expected to receive \(describe(expectedAction)), but \(reason).", at: location)
            return
        }
        let action = inbox.received.removeFirst()
        if action != expectedAction {
            let diff = StateDiff.lineDiff(from: expectedAction, to: action) ?? ""
            reportFailure(
                "Received an unexpected action (- expected, + received):\n\(diff)",
                at: location
            )
        }
        apply(action, verb: "receiving", updateExpectedState: updateExpectedState, at: location)
        await Task.yield()
    }

    /// Waits for every effect to finish, then checks that every action they sent has been received.
    ///
    /// Call it at the end of each test; effects that never end (timers, long-lived streams) must be
    /// cancelled by an action before it.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let finished = await waitUntil(timeout: timeout ?? self.timeout) { [store] in
            store.inFlightEffectCount == 0
        }
        if !finished {
            reportFailure(
                "\(store.inFlightEffectCount) effect(s) still running after \(timeout ?? self.timeout). "
                    + "Cancel long-living effects, or advance the test clock, before finishing.",
                at: location
            )
        }
        if !inbox.received.isEmpty {
            reportFailure(
                "\(inbox.received.count) received action(s) were not asserted:\n"
                    + inbox.received.map { "  " + describe($0) }.joined(separator: "\n"),
                at: location
            )
        }
    }

    /// Forgets the actions received so far without asserting them; for tests that only care about the end
    /// state of a longer flow.
    public func skipReceivedActions() {
        inbox.received.removeAll()
    }

    private func apply(
        _ action: Action,
        verb: String,
        updateExpectedState: ((inout State) -> Void)?,
        at location: TestLocation
    ) {
        let before = store.state
        inbox.admitNext = true
        store.dispatch(action)
        let actual = store.state
        var expected = before
        updateExpectedState?(&expected)
        guard expected != actual else { return }
        let diff = StateDiff.lineDiff(from: expected, to: actual)
            ?? "(the states differ but print the same)"
        let heading = updateExpectedState == nil
            ? "State changed after \(verb) \(describe(action)), but no change was expected"
            : "State after \(verb) \(describe(action)) differs from the expected state"
        reportFailure("\(heading) (- expected, + actual):\n\(diff)", at: location)
    }

    private func waitUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var spins = 0
        while !condition() {
            if clock.now >= deadline { return false }
            spins += 1
            if spins < 100 {
                await Task.yield()
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        return true
    }

    private func describe(_ action: Action) -> String {
        String(reflecting: action)
    }
}

extension TestStore {
    /// Lets through the actions the test sends and holds every other action (those from effects) for
    /// `receive`.
    @MainActor
    final class Inbox {
        var admitNext = false
        var received: [Action] = []

        func middleware() -> Middleware<State, Action> {
            Middleware { [unowned self] _, next in
                { action in
                    if self.admitNext {
                        self.admitNext = false
                        next(action)
                    } else {
                        self.received.append(action)
                    }
                }
            }
        }
    }
}
