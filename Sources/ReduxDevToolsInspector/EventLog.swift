/// The events the inspector keeps for the page, oldest first, within a number of events and a number of
/// bytes: memory is bounded by both, since one app's states may be a thousand times the size of another's.
struct EventLog {
    private(set) var events: [InspectorEvent] = []
    private var sizes: [Int] = []
    /// The bytes the kept events take, each counted as the length of its JSON text.
    private(set) var byteCount = 0
    let maximumCount: Int
    let maximumBytes: Int

    init(maximumCount: Int, maximumBytes: Int) {
        self.maximumCount = maximumCount
        self.maximumBytes = maximumBytes
    }

    /// Adds `event` at the end; ``forgetOldest()`` then brings the log back within its limits.
    mutating func append(_ event: InspectorEvent) {
        let size = event.jsonTextSize
        events.append(event)
        sizes.append(size)
        byteCount += size
    }

    /// Forgets the oldest events until the log is within its limits, always keeping the newest, and
    /// returns how many were forgotten.
    mutating func forgetOldest() -> Int {
        var forgotten = 0
        var bytes = byteCount
        while events.count - forgotten > 1
            && (events.count - forgotten > maximumCount || bytes > maximumBytes)
        {
            bytes -= sizes[forgotten]
            forgotten += 1
        }
        events.removeFirst(forgotten)
        sizes.removeFirst(forgotten)
        byteCount = bytes
        return forgotten
    }

    mutating func removeAll() {
        events.removeAll()
        sizes.removeAll()
        byteCount = 0
    }
}

extension InspectorEvent {
    /// The length of the event's JSON text, near enough for bounding memory.
    var jsonTextSize: Int {
        // seq, time, kind and the punctuation around them take less than 80 bytes.
        80 + (action?.jsonTextSize ?? 0) + (state?.jsonTextSize ?? 0) + (message?.utf8.count ?? 0)
    }
}
