import Foundation

/// The runs of apps the inspector knows, each with its events and the commands waiting for it.
///
/// Several apps (or several runs of one app) report at once; the page shows one run at a time, the newest
/// unless the user picks another. Each run is bounded as ``InspectorServer/Limits`` says, and at most
/// `maximumSessions` are kept: a run reporting when that many are kept makes the inspector forget the one
/// it heard from least recently.
actor InspectorSessions {
    /// What became of a command the page sent.
    enum CommandOutcome: Equatable, Sendable {
        /// It waits for the app to take it.
        case queued
        /// The page asked to jump to an event the inspector has no state for.
        case noSuchState
        /// The page asked to skip an event that is not an action.
        case noSuchAction
        /// As many commands as the limit allows already wait for that run; nothing was added.
        case tooManyWaiting
        /// No app has sent events yet, so there is no run to send a command to.
        case noApp
        /// The page named a run the inspector does not know (any more).
        case noSuchSession
        /// A later run of the same app has reported: this one has ended and takes no commands.
        case superseded(app: String)
    }

    /// A run as the page's list of runs shows it.
    struct SessionSummary: Encodable, Sendable {
        var id: String
        var app: String
        /// When the inspector first heard of the run, ISO 8601.
        var startedAt: String
        var connected: Bool
        /// Whether a later run of the same app has reported since.
        var ended: Bool
        var eventCount: Int
    }

    /// What the page polls: one run's events after the ones it has, its status, and the list of runs.
    struct Snapshot: Encodable, Sendable {
        /// The run shown; nil while no app has reported.
        var session: String?
        /// Changes whenever the event list starts over, and differs between runs: the page then drops what
        /// it has.
        var epoch: Int
        /// The run's revision: events the page has that changed after the revision it sent are in `updated`.
        var revision: Int
        var app: String?
        var connected: Bool
        var ended: Bool
        /// The `seq` of the event whose state the app shows, while time travelling.
        var travellingTo: Int?
        /// How many events were dropped: by the app, because its buffer was full, and by the inspector, because
        /// it keeps only so many.
        var dropped: Int
        /// How many commands were dropped untaken when this run of the app replaced the previous one.
        var undeliveredCommands: Int
        /// Events after the `seq` the page sent (all of them for another epoch).
        var events: [InspectorEvent]
        /// Events up to that `seq` that changed since the page's revision (their state was recomputed).
        var updated: [InspectorEvent]
        /// Every run kept, newest first.
        var sessions: [SessionSummary]
    }

    private let limits: InspectorServer.Limits
    private var sessions: [String: AppSession] = [:]
    private var waitingPolls: [String: Int] = [:]
    private var lastEpoch = 0
    private var lastOrder = 0

    init(limits: InspectorServer.Limits = .init()) {
        self.limits = limits
    }

    // MARK: - Apps

    /// Takes a batch from an app. The first batch of a run starts a session for it; the earlier runs of
    /// the same app have ended, and the commands still waiting for them are dropped. An ended run stays
    /// ended when it reports again: its events are kept, and commands for it are still refused.
    func receive(_ batch: InspectorEventBatch) {
        if sessions[batch.session] == nil {
            start(batch)
        }
        guard var session = sessions.removeValue(forKey: batch.session) else { return }
        session.lastContact = .now
        session.app = batch.app
        session.dropped = saturatingSum(session.dropped, batch.dropped)
        session.receive(batch.events, nextEpoch: makeEpoch)
        sessions[batch.session] = session
    }

    private func start(_ batch: InspectorEventBatch) {
        if sessions.count >= limits.maximumSessions,
           let quietest = sessions.values.min(by: { $0.lastContact < $1.lastContact })
        {
            sessions[quietest.id] = nil
        }
        lastOrder += 1
        var session = AppSession(
            id: batch.session, app: batch.app, order: lastOrder, epoch: makeEpoch(), limits: limits)
        for id in sessions.keys where sessions[id]?.app == batch.app && sessions[id]?.isSuperseded == false {
            let untaken = sessions[id]?.commands.takeAll() ?? []
            session.undeliveredCommands += untaken.count
            sessions[id]?.isSuperseded = true
        }
        sessions[batch.session] = session
    }

    /// Waits up to `timeout` for commands for the run `id` and takes them.
    func takeCommands(for id: String, timeout: Duration) async -> [JSONValue] {
        waitingPolls[id, default: 0] += 1
        sessions[id]?.lastContact = .now
        defer {
            waitingPolls[id, default: 1] -= 1
            if waitingPolls[id] == 0 {
                waitingPolls[id] = nil
            }
            sessions[id]?.lastContact = .now
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline && !Task.isCancelled {
            if let taken = sessions[id]?.commands.takeAll(), !taken.isEmpty {
                return taken
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return []
    }

    // MARK: - The page

    /// The run `id`, or the newest when `id` is nil or unknown; its events after `seq` (all of them when
    /// `epoch` is not its current one) and those up to `seq` changed since `revision`.
    func snapshot(of id: String?, after seq: Int, epoch pageEpoch: Int, revision pageRevision: Int) -> Snapshot {
        let list = sessions.values.sorted { $0.order > $1.order }
        let summaries = list.map { session in
            SessionSummary(
                id: session.id, app: session.app, startedAt: session.startedAt.formatted(.iso8601),
                connected: isConnected(session), ended: session.isSuperseded, eventCount: session.log.events.count)
        }
        guard let session = id.flatMap({ sessions[$0] }) ?? list.first else {
            return Snapshot(
                session: nil, epoch: 0, revision: 0, app: nil, connected: false, ended: false, travellingTo: nil,
                dropped: 0, undeliveredCommands: 0, events: [], updated: [], sessions: summaries)
        }
        let sameList = pageEpoch == session.epoch
        let fresh = sameList ? session.log.events.filter { $0.seq > seq } : session.log.events
        let updated = sameList && pageRevision < session.revision
            ? session.log.events.filter { $0.seq <= seq && $0.revision > pageRevision } : []
        return Snapshot(
            session: session.id, epoch: session.epoch, revision: session.revision, app: session.app,
            connected: isConnected(session), ended: session.isSuperseded, travellingTo: session.travellingTo,
            dropped: session.dropped, undeliveredCommands: session.undeliveredCommands, events: fresh,
            updated: updated, sessions: summaries)
    }

    /// Asks the run `id` (the newest when nil) to show the state after event `seq`.
    func jump(to seq: Int, in id: String?) -> CommandOutcome {
        command(for: id) { session in
            guard let event = session.log.events.first(where: { $0.seq == seq }), let state = event.state else {
                return .noSuchState
            }
            // The app uses the state it kept for `seq` when it still has it: exact, where JSON is not.
            let command = JSONValue.object(["type": .string("jump"), "seq": .integer(seq), "state": state])
            guard session.commands.enqueue(command) else { return .tooManyWaiting }
            session.travellingTo = seq
            return .queued
        }
    }

    /// Asks the run to leave time travel.
    func resume(in id: String?) -> CommandOutcome {
        command(for: id) { session in
            guard session.commands.enqueue(.object(["type": .string("resume")])) else { return .tooManyWaiting }
            session.travellingTo = nil
            return .queued
        }
    }

    /// Asks the run to skip the action of event `seq`, or to apply it again when it is skipped (or as
    /// `skipped` says). The app leaves time travel, recomputes the later states and reports them.
    func skip(_ seq: Int, skipped: Bool?, in id: String?) -> CommandOutcome {
        command(for: id) { session in
            guard let event = session.log.events.first(where: { $0.seq == seq }),
                  event.kind == "action" || event.kind == "replayed"
            else { return .noSuchAction }
            // The page says "toggle"; the app is told the outcome, so that a second click before the app
            // answers does not undo the first.
            let skip = skipped ?? !(event.skipped ?? false)
            let command = JSONValue.object(["type": .string("skip"), "seq": .integer(seq), "skipped": .bool(skip)])
            guard session.commands.enqueue(command) else { return .tooManyWaiting }
            session.travellingTo = nil
            return .queued
        }
    }

    /// Asks the run to dispatch `action`, JSON the app decodes as one of its actions.
    func dispatch(_ action: JSONValue, in id: String?) -> CommandOutcome {
        command(for: id) { session in
            let command = JSONValue.object(["type": .string("dispatch"), "action": action])
            return session.commands.enqueue(command) ? .queued : .tooManyWaiting
        }
    }

    /// The actions of the run `id` (the newest when nil) as an `ActionLog` (version 2), oldest first,
    /// without the skipped ones: replaying it reaches the state the app shows. Nil when there is no run `id`.
    func exportedLog(of id: String?) -> JSONValue? {
        let session: AppSession?
        if let id {
            guard let named = sessions[id] else { return nil }
            session = named
        } else {
            session = sessions.values.max { $0.order < $1.order }
        }
        let entries = (session?.log.events ?? []).compactMap { event -> JSONValue? in
            guard event.kind == "action" || event.kind == "replayed", event.skipped != true,
                  let action = event.action
            else { return nil }
            return .object(["time": .number(event.time), "action": action])
        }
        return .object([
            "version": .integer(2),
            "recordedAt": .string(Date().formatted(.iso8601)),
            "entries": .array(entries),
        ])
    }

    /// Asks the run to replay `actionLog`; the list starts over with what the app reports back.
    ///
    /// The run's list starts over only when the app replays the log (its `initial` event after actions
    /// does that), so a log the app refuses leaves the run's events, and its export, as they were.
    func replay(_ actionLog: JSONValue, in id: String?) -> CommandOutcome {
        command(for: id) { session in
            let command = JSONValue.object(["type": .string("replay"), "log": actionLog])
            return session.commands.enqueue(command) ? .queued : .tooManyWaiting
        }
    }

    // MARK: - Helpers

    /// Runs `body` on the run `id` (the newest when nil), or says why there is no run to command.
    private func command(for id: String?, _ body: (inout AppSession) -> CommandOutcome) -> CommandOutcome {
        guard !sessions.isEmpty else { return .noApp }
        let key: String
        if let id {
            key = id
        } else if let newest = sessions.values.max(by: { $0.order < $1.order }) {
            key = newest.id
        } else {
            return .noApp
        }
        guard var session = sessions[key] else { return .noSuchSession }
        if session.isSuperseded {
            return .superseded(app: session.app)
        }
        let outcome = body(&session)
        sessions[key] = session
        return outcome
    }

    private func isConnected(_ session: AppSession) -> Bool {
        session.isConnected(waitingPolls: waitingPolls[session.id] ?? 0)
    }

    private func makeEpoch() -> Int {
        lastEpoch += 1
        return lastEpoch
    }
}
