extension InspectorServer {
    /// How much the inspector accepts and keeps, so that neither a long session nor a misbehaving client can
    /// make it grow without bound. The defaults suit debugging an app; docs/devtools.md lists them.
    public struct Limits: Sendable {
        /// The largest request body accepted, in bytes; a larger one is answered with 413.
        public var maximumBodyBytes: Int
        /// The most events kept for each run of an app; when more arrive, the oldest are forgotten and
        /// counted as dropped.
        public var maximumEvents: Int
        /// The most bytes of memory the events kept for each run of an app take, estimated from their JSON
        /// values (for an array of small objects, about 20 times its text); when more arrive, the oldest
        /// events are forgotten and counted as dropped. The newest event is always kept.
        public var maximumEventBytes: Int
        /// The most commands (jump, resume, skip, dispatch, import) waiting for a run of an app to take them;
        /// a further one is answered with 429.
        public var maximumPendingCommands: Int
        /// The most bytes of memory the commands waiting for a run of an app take, estimated as for events;
        /// a further command is answered with 429. A single waiting command may take more (a large log to
        /// replay), within ``maximumBodyBytes``.
        public var maximumCommandBytes: Int
        /// The most runs of apps kept at once, each with its events and commands; when another run reports,
        /// the run heard from least recently is forgotten. The memory the events take is bounded by this many
        /// times ``maximumEventBytes``.
        public var maximumSessions: Int
        /// How long a connection may go without sending or taking a byte while the inspector waits for it
        /// (between requests, or within one sent only in part) before it is closed.
        public var idleTimeout: Duration

        /// Creates limits; every number must be positive.
        public init(
            maximumBodyBytes: Int = 8 * 1_024 * 1_024,
            maximumEvents: Int = 10_000,
            maximumEventBytes: Int = 256 * 1_024 * 1_024,
            maximumPendingCommands: Int = 8,
            maximumCommandBytes: Int = 64 * 1_024 * 1_024,
            maximumSessions: Int = 4,
            idleTimeout: Duration = .seconds(10)
        ) {
            self.maximumBodyBytes = max(1, maximumBodyBytes)
            self.maximumEvents = max(1, maximumEvents)
            self.maximumEventBytes = max(1, maximumEventBytes)
            self.maximumPendingCommands = max(1, maximumPendingCommands)
            self.maximumCommandBytes = max(1, maximumCommandBytes)
            self.maximumSessions = max(1, maximumSessions)
            self.idleTimeout = max(.milliseconds(1), idleTimeout)
        }
    }
}

/// A number of bytes as a person reads it: `8 MiB`, `512 KiB` or `100 bytes`.
func describeBytes(_ count: Int) -> String {
    if count >= 1_024 * 1_024 && count % (1_024 * 1_024) == 0 {
        return "\(count / (1_024 * 1_024)) MiB"
    }
    if count >= 1_024 && count % 1_024 == 0 {
        return "\(count / 1_024) KiB"
    }
    return "\(count) bytes"
}
