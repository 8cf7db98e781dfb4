import Foundation

/// One run of an app as the inspector keeps it: its events, the commands waiting for it, whether it is
/// time travelling. A run is known by the random id its DevTools middleware makes at start.
struct AppSession {
    let id: String
    /// The name the app gives itself; runs of the same app share it.
    var app: String
    /// When the inspector first heard of the run.
    let startedAt: Date
    /// The order in which the inspector first heard of the runs: a later run has a larger number.
    let order: Int
    /// Changes whenever the event list starts over (an imported log); the page then drops what it has.
    /// Unique across sessions, so that a page also notices when it is shown another session.
    var epoch: Int
    /// Counts the changes to events the page may already have (a skip recomputes later states).
    var revision = 0
    var log: EventLog
    /// Events dropped by the app (its buffer was full) and by the inspector (it keeps only so many).
    var dropped = 0
    /// The `seq` of the event whose state the app shows, while time travelling.
    var travellingTo: Int?
    var commands: CommandQueue
    /// Commands of earlier runs of the same app that were dropped untaken when this run started.
    var undeliveredCommands = 0
    /// Whether a later run of the same app has reported since this one last did: the run has ended, so it
    /// takes no more commands.
    var isSuperseded = false
    var lastContact: ContinuousClock.Instant

    init(id: String, app: String, order: Int, epoch: Int, limits: InspectorServer.Limits) {
        self.id = id
        self.app = app
        self.startedAt = Date()
        self.order = order
        self.epoch = epoch
        self.log = EventLog(maximumCount: limits.maximumEvents, maximumBytes: limits.maximumEventBytes)
        self.commands = CommandQueue(capacity: limits.maximumPendingCommands, maximumBytes: limits.maximumCommandBytes)
        self.lastContact = .now
    }

    /// Adds the events of a batch of this run: events already kept are ignored (a batch sent again), a
    /// `recomputed` event updates the event it names, and an `initial` event after actions starts the list
    /// over (a replay). `nextEpoch` gives the epoch for a list that starts over.
    mutating func receive(_ events: [InspectorEvent], nextEpoch: () -> Int) {
        for event in events {
            if event.kind == "recomputed" {
                guard let of = event.of else { continue }
                revision += 1
                _ = log.update(seq: of, state: event.state, skipped: event.skipped ?? false, revision: revision)
                continue
            }
            if let last = log.events.last, event.seq <= last.seq { continue }
            if event.kind == "initial", log.events.contains(where: { $0.kind != "error" }) {
                startOver(epoch: nextEpoch())
            }
            log.append(event)
        }
        dropped = saturatingSum(dropped, log.forgetOldest())
    }

    /// Forgets the events, as when the app replays a log.
    mutating func startOver(epoch: Int) {
        log.removeAll()
        dropped = 0
        travellingTo = nil
        self.epoch = epoch
        revision = 0
    }

    /// Whether the run is taking commands now, or sent something in the last three seconds.
    func isConnected(waitingPolls: Int) -> Bool {
        waitingPolls > 0 || lastContact.duration(to: .now) < .seconds(3)
    }
}

/// `count + more` for two counts that are never negative, or `Int.max` when the sum does not fit: the
/// counts come from apps, and an app's count must not be able to stop the inspector.
func saturatingSum(_ count: Int, _ more: Int) -> Int {
    let (sum, overflow) = count.addingReportingOverflow(more)
    return overflow ? .max : sum
}
