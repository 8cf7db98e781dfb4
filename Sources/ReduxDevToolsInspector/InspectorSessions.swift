import Foundation

/// What the inspector knows about the connected app: its events, the commands waiting for it, and whether
/// it is time travelling. One app session at a time: events of a new session (an app restarted) replace
/// those of the previous one.
actor InspectorSession {
    /// What became of a command the page sent.
    enum CommandOutcome: Equatable, Sendable {
        /// It waits for the app to take it.
        case queued
        /// The page asked to jump to an event the inspector has no state for.
        case noSuchState
        /// As many commands as the limit allows already wait; nothing was added.
        case tooManyWaiting
        /// No app has sent events yet, so there is no run to send a command to.
        case noApp
    }

    /// What the page polls: the events after the ones it has, and the session's status.
    struct Snapshot: Encodable, Sendable {
        /// Changes whenever the event list starts over (a new app session, an imported log); the page then
        /// drops what it has.
        var epoch: Int
        var app: String?
        var connected: Bool
        /// The `seq` of the event whose state the app shows, while time travelling.
        var travellingTo: Int?
        /// How many events were dropped: by the app, because its buffer was full, and by the inspector, because
        /// it keeps only so many.
        var dropped: Int
        /// How many commands were dropped untaken when this run of the app replaced the previous one.
        var undeliveredCommands: Int
        var events: [InspectorEvent]
    }

    private var sessionID: String?
    private var appName: String?
    private var epoch = 1
    private var log: EventLog
    private var dropped = 0
    private var travellingTo: Int?
    private var commands: CommandQueue
    private var undeliveredCommands = 0
    private var waitingPolls = 0
    private var lastContact: ContinuousClock.Instant?

    init(limits: InspectorServer.Limits = .init()) {
        log = EventLog(maximumCount: limits.maximumEvents, maximumBytes: limits.maximumEventBytes)
        commands = CommandQueue(capacity: limits.maximumPendingCommands)
    }

    /// Takes a batch from an app; a batch of another session starts the list over, and the commands meant
    /// for the previous session are dropped.
    func receive(_ batch: InspectorEventBatch) {
        lastContact = .now
        if batch.session != sessionID {
            sessionID = batch.session
            undeliveredCommands = commands.removeAll(except: batch.session)
            startOver()
        }
        appName = batch.app
        dropped = Self.saturatingSum(dropped, batch.dropped)
        let lastSeq = log.events.last?.seq ?? 0
        for event in batch.events where event.seq > lastSeq || log.events.isEmpty {
            if event.kind == "initial", log.events.contains(where: { $0.kind != "error" }) {
                // A replay starts over from the initial state: the list restarts with it.
                startOver()
            }
            log.append(event)
        }
        dropped = Self.saturatingSum(dropped, log.forgetOldest())
    }

    /// The events after `seq` (all of them when `epoch` is not the current one) and the status.
    func snapshot(after seq: Int, epoch pageEpoch: Int) -> Snapshot {
        let fresh = pageEpoch == epoch ? log.events.filter { $0.seq > seq } : log.events
        let connected = waitingPolls > 0 || lastContact.map { $0.duration(to: .now) < .seconds(3) } ?? false
        return Snapshot(
            epoch: epoch, app: appName, connected: connected, travellingTo: travellingTo, dropped: dropped,
            undeliveredCommands: undeliveredCommands, events: fresh)
    }

    /// Waits up to `timeout` for commands for `session` and takes them.
    func takeCommands(for session: String, timeout: Duration) async -> [JSONValue] {
        waitingPolls += 1
        lastContact = .now
        defer {
            waitingPolls -= 1
            lastContact = .now
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline && !Task.isCancelled {
            let taken = commands.take(for: session)
            if !taken.isEmpty {
                return taken
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return []
    }

    /// Asks the app to show the state after event `seq`.
    func jump(to seq: Int) -> CommandOutcome {
        guard let sessionID else { return .noApp }
        guard let event = log.events.first(where: { $0.seq == seq }), let state = event.state else {
            return .noSuchState
        }
        let command = JSONValue.object(["type": .string("jump"), "state": state])
        guard commands.enqueue(command, for: sessionID) else { return .tooManyWaiting }
        travellingTo = seq
        return .queued
    }

    /// Asks the app to leave time travel.
    func resume() -> CommandOutcome {
        guard let sessionID else { return .noApp }
        guard commands.enqueue(.object(["type": .string("resume")]), for: sessionID) else { return .tooManyWaiting }
        travellingTo = nil
        return .queued
    }

    /// The session's actions as an `ActionLog` (version 2), oldest first.
    func exportedLog() -> JSONValue {
        let entries = log.events.compactMap { event -> JSONValue? in
            guard event.kind == "action" || event.kind == "replayed", let action = event.action else { return nil }
            return .object(["time": .number(event.time), "action": action])
        }
        return .object([
            "version": .integer(2),
            "recordedAt": .string(Date().formatted(.iso8601)),
            "entries": .array(entries),
        ])
    }

    /// Asks the app to replay `actionLog`; the list starts over with what the app reports back.
    func replay(_ actionLog: JSONValue) -> CommandOutcome {
        guard let sessionID else { return .noApp }
        let command = JSONValue.object(["type": .string("replay"), "log": actionLog])
        guard commands.enqueue(command, for: sessionID) else { return .tooManyWaiting }
        travellingTo = nil
        startOver()
        return .queued
    }

    /// `count + more` for two counts that are never negative, or `Int.max` when the sum does not fit: the
    /// counts come from apps, and an app's count must not be able to stop the inspector.
    private static func saturatingSum(_ count: Int, _ more: Int) -> Int {
        let (sum, overflow) = count.addingReportingOverflow(more)
        return overflow ? .max : sum
    }

    private func startOver() {
        log.removeAll()
        dropped = 0
        travellingTo = nil
        epoch += 1
    }
}
