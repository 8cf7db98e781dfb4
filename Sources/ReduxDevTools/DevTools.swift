import Foundation
import ReduxRuntime

/// Connects a store to the DevTools inspector (`reduxgen devtools`): every action, with its JSON and the
/// state after it, appears live in the inspector's web page, which can jump the store to any past state
/// (time travel), skip a past action, dispatch an action typed as JSON, export the session as an
/// ``ActionLog`` and replay an imported one. Dates are sent as ISO 8601 text (``DevToolsJSON``).
///
/// ```swift
/// #if DEBUG
/// let devTools = DevTools<AppState, AppAction>()      // http://127.0.0.1:9090, or REDUXGEN_DEVTOOLS_URL
/// let middleware = [devTools.middleware]
/// #else
/// let middleware: [Middleware<AppState, AppAction>] = []
/// #endif
/// let store = makeAppStore(environment: environment, middleware: middleware)
/// ```
///
/// - The app never waits for the inspector: events go into a bounded buffer that a background task sends.
///   Without an inspector the buffer keeps the newest ``DevToolsConfiguration/bufferCapacity`` events and
///   drops older ones; the task tries to connect again every ``DevToolsConfiguration/retryInterval``, so an
///   inspector started (or restarted) later receives what is buffered and everything after.
/// - Time travel: while the inspector shows a past state, actions the app dispatches (and actions its
///   effects send) are held, not applied; resuming restores the live state and applies them in order.
/// - A replay starts again from the state before the first action this middleware saw and applies the
///   log's actions with the reducer only (no effects run, as with ``Store/replay(_:)``).
/// - Skipping an action (or applying it again) replays the actions after it with the reducer only, from
///   the state before it, leaving out every skipped action; the app keeps its newest
///   ``DevToolsConfiguration/historyCapacity`` actions with their states for that.
/// - Values the app's types mark sensitive (``SensitiveValues``; `sensitive: true` in a spec) are redacted
///   before an event leaves the app: the inspector, and the logs it exports, never see them.
/// - An action dispatched from the inspector is decoded with the app's `Action` type and dispatched
///   through the store as if the app had; one that does not decode is reported back, saying why.
///
/// Keep the instance alive as long as the store (the store does not retain it); one instance serves one
/// store. Put the middleware last, so that it sees the actions exactly as the reducer does.
@MainActor
public final class DevTools<State: Codable & Sendable, Action: Codable & Sendable> {
    /// Where the inspector is and how much is buffered.
    public let configuration: DevToolsConfiguration
    /// Whether the store shows a past state chosen in the inspector; actions wait until it resumes.
    public private(set) var isTimeTravelling = false

    private let buffer: DevToolsEventBuffer<DevToolsEvent<State, Action>>
    private let signal: AsyncStream<Void>.Continuation
    private let tasks = DevToolsTasks()
    private let start = ContinuousClock.now
    private var nextSequenceNumber = 1
    private var context: MiddlewareContext<State, Action>?
    private var next: Middleware<State, Action>.Dispatch?
    private var initialState: State?
    private var liveState: State?
    private var heldActions: [Action] = []
    private let history: DevToolsHistory<State, Action>

    /// Creates the connection; it starts trying to reach the inspector at once.
    ///
    /// - Parameters:
    ///   - configuration: The inspector's address and the buffer's size; by default `127.0.0.1:9090`, or
    ///     what `REDUXGEN_DEVTOOLS_URL` and `REDUXGEN_DEVTOOLS_TOKEN` say.
    ///   - transport: How requests are sent; `URLSession` by default.
    public init(
        configuration: DevToolsConfiguration = .fromEnvironment(),
        transport: any HTTPTransport = URLSessionHTTPTransport(timeout: .seconds(40))
    ) {
        self.configuration = configuration
        self.buffer = DevToolsEventBuffer(capacity: configuration.bufferCapacity)
        self.history = DevToolsHistory(capacity: configuration.historyCapacity)
        let (signals, signal) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        self.signal = signal
        let connection = DevToolsConnection(
            configuration: configuration, session: UUID().uuidString, transport: transport)
        let buffer = self.buffer
        tasks.add(Task.detached(priority: .utility) {
            await Self.sendEvents(from: buffer, whenSignalled: signals, over: connection)
        })
        let perform: @Sendable (Data) async -> Bool = { [weak self] data in
            guard let self else { return false }
            await self.perform(commandsIn: data)
            return true
        }
        tasks.add(Task.detached(priority: .utility) {
            await Self.receiveCommands(over: connection, perform: perform)
        })
    }

    deinit {
        tasks.cancelAll()
    }

    /// Stops sending and receiving; the middleware then only passes actions on.
    public func stop() {
        tasks.cancelAll()
        signal.finish()
    }

    /// The number of events waiting to be sent (at most the buffer's capacity).
    public var pendingEventCount: Int {
        buffer.waitingCount
    }

    /// The middleware to add to the store, last in its list.
    public var middleware: Middleware<State, Action> {
        Middleware { [weak self] context, next in
            self?.context = context
            self?.next = next
            return { [weak self] action in
                guard let self else { return next(action) }
                self.process(action, context: context, next: next)
            }
        }
    }

    // MARK: - Actions

    private func process(
        _ action: Action, context: MiddlewareContext<State, Action>, next: Middleware<State, Action>.Dispatch
    ) {
        if isTimeTravelling {
            heldActions.append(action)
            return
        }
        if initialState == nil {
            let state = context.state
            initialState = state
            history.start(from: state, seq: report(.initial, state: state))
        }
        next(action)
        apply(reportedAs: .action, action, state: context.state)
    }

    /// Reports an action the reducer applied and keeps it in the history.
    private func apply(reportedAs kind: DevToolsEvent<State, Action>.Kind, _ action: Action, state: State) {
        let seq = report(kind, action: action, state: state)
        history.append(seq: seq, action: action, state: state)
    }

    /// Sends an event; returns its `seq`.
    @discardableResult
    private func report(
        _ kind: DevToolsEvent<State, Action>.Kind, action: Action? = nil, state: State? = nil, message: String? = nil,
        of: Int? = nil, skipped: Bool? = nil
    ) -> Int {
        let seq = nextSequenceNumber
        send(
            DevToolsEvent(
                seq: seq, time: elapsedSeconds(), kind: kind, action: action, state: state, message: message, of: of,
                skipped: skipped))
        return seq
    }

    /// Puts `event`, numbered `nextSequenceNumber`, in the buffer.
    private func send(_ event: DevToolsEvent<State, Action>) {
        nextSequenceNumber += 1
        // The sender drains until the buffer is empty, so only the first event after that needs to wake it.
        if buffer.append(event) {
            signal.yield()
        }
    }

    /// Seconds since the middleware was created.
    private func elapsedSeconds() -> Double {
        let elapsed = start.duration(to: .now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    // MARK: - Commands

    private func perform(commandsIn data: Data) {
        let commands: [InspectorCommand<State, Action>]
        do {
            commands = try DevToolsJSON.makeDecoder().decode([InspectorCommand<State, Action>].self, from: data)
        } catch {
            report(.error, message: "unreadable commands from the inspector: \(DevToolsJSON.describe(error))")
            return
        }
        for command in commands {
            perform(command)
        }
    }

    private func perform(_ command: InspectorCommand<State, Action>) {
        if let problem = command.problem {
            report(.error, message: problem)
            return
        }
        guard let context, let kind = command.kind else { return }
        switch kind {
        case .jump:
            // The kept state is exact; the inspector's went through JSON (dates to the second).
            guard let state = command.seq.flatMap(history.state(afterSeq:)) ?? command.state else { return }
            if !isTimeTravelling {
                liveState = context.state
                isTimeTravelling = true
            }
            context.replaceState(state)
        case .resume:
            resume(context)
        case .replay:
            guard let log = command.log else { return }
            resume(context)
            let start = initialState ?? context.state
            initialState = start
            context.replaceState(start)
            history.start(from: start, seq: report(.initial, state: start))
            for action in log.actions {
                context.replay(CollectionOfOne(action))
                apply(reportedAs: .replayed, action, state: context.state)
            }
        case .dispatch:
            guard let action = command.action else { return }
            // Through every middleware, with effects, as if the app had dispatched it; held while travelling.
            context.dispatch(action)
        case .skip:
            guard let seq = command.seq, let skipped = command.skipped else { return }
            resume(context)
            skip(seq, skipped, context)
        }
    }

    /// Marks the action of event `seq` skipped (or not), then replays the kept actions from it on with the
    /// reducer only, leaving out the skipped ones, and reports each recomputed state.
    private func skip(_ seq: Int, _ skipped: Bool, _ context: MiddlewareContext<State, Action>) {
        guard let index = history.index(ofSeq: seq), let before = history.state(before: index) else {
            if history.capacity == 0 {
                report(
                    .error, message: "this app keeps no actions to skip (DevToolsConfiguration.historyCapacity is 0)")
            } else if let oldest = history.oldestSeq, seq < oldest {
                report(
                    .error,
                    message: "action #\(seq) can no longer be skipped: the app keeps its last \(history.capacity) "
                        + "actions (DevToolsConfiguration.historyCapacity)")
            } else {
                report(.error, message: "this run of the app has no action #\(seq) to skip")
            }
            return
        }
        guard history.isSkipped(at: index) != skipped else { return }
        history.setSkipped(skipped, at: index)
        context.replaceState(before)
        for position in index..<history.count {
            let isSkipped = history.isSkipped(at: position)
            if !isSkipped {
                context.replay(CollectionOfOne(history.action(at: position)))
            }
            let state = context.state
            history.setState(state, at: position)
            report(.recomputed, state: state, of: history.seq(at: position), skipped: isSkipped)
        }
    }

    /// Leaves time travel: restores the live state, then applies the actions held meanwhile.
    private func resume(_ context: MiddlewareContext<State, Action>) {
        guard isTimeTravelling else { return }
        isTimeTravelling = false
        if let liveState {
            context.replaceState(liveState)
        }
        liveState = nil
        let held = heldActions
        heldActions.removeAll()
        for action in held {
            next?(action)
            apply(reportedAs: .action, action, state: context.state)
        }
    }

    // MARK: - Background tasks

    /// Sends buffered events in batches whenever some arrive; while the inspector cannot be reached, tries
    /// again every retry interval (the buffer keeps the newest events meanwhile).
    private nonisolated static func sendEvents(
        from buffer: DevToolsEventBuffer<DevToolsEvent<State, Action>>,
        whenSignalled signals: AsyncStream<Void>,
        over connection: DevToolsConnection
    ) async {
        let encoder = DevToolsJSON.makeEncoder()
        let sensitive = DevToolsEventBatch<State, Action>.sensitivePatterns
        // While the inspector is unreachable, each attempt sends one event, so that retrying every second
        // does not encode a whole batch of states for nothing.
        var batchSize = 1
        for await _ in signals {
            while !Task.isCancelled {
                let (events, dropped) = buffer.removeFirst(upTo: batchSize)
                if events.isEmpty && dropped == 0 { break }
                let batch = DevToolsEventBatch(
                    session: connection.session, app: connection.configuration.appName, dropped: dropped, events: events)
                // Sensitive values never leave the app: a batch that cannot be redacted is not sent. One event
                // that cannot be written as JSON (a state holding `Double.nan`, say) must not take the others
                // with it: they are written one by one, and that event alone is dropped and counted.
                guard let body = try? JSONRedaction.redact(encoder.encode(batch), matching: sensitive) else {
                    if events.count > 1 {
                        buffer.restore(events, dropped: dropped)
                    } else {
                        buffer.restore([], dropped: dropped + events.count)
                    }
                    batchSize = 1
                    continue
                }
                do {
                    try await connection.send(body)
                    batchSize = 100
                } catch is DevToolsConnection.BatchRefused where events.count > 1 {
                    // Sent one by one, the events the inspector takes get through.
                    buffer.restore(events, dropped: dropped)
                    batchSize = 1
                } catch is DevToolsConnection.BatchRefused {
                    // The inspector will never take this event (larger than it accepts, say): it is counted
                    // as dropped rather than sent again forever ahead of every later event.
                    buffer.restore([], dropped: dropped + events.count)
                    batchSize = 1
                } catch {
                    buffer.restore(events, dropped: dropped)
                    batchSize = 1
                    try? await Task.sleep(for: connection.configuration.retryInterval)
                }
            }
            if Task.isCancelled { return }
        }
    }

    /// Long-polls the inspector for commands and hands each answer to `perform` until it returns false.
    private nonisolated static func receiveCommands(
        over connection: DevToolsConnection, perform: @escaping @Sendable (Data) async -> Bool
    ) async {
        while !Task.isCancelled {
            do {
                let data = try await connection.nextCommands()
                guard await perform(data) else { return }
            } catch {
                try? await Task.sleep(for: connection.configuration.retryInterval)
            }
        }
    }
}
