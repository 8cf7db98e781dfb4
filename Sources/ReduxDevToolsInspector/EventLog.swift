/// The events the inspector keeps for the page, oldest first, within a number of events and a number of
/// bytes of memory: memory is bounded by both, since one app's states may be a thousand times the size of
/// another's.
struct EventLog {
    private(set) var events: [InspectorEvent] = []
    private var sizes: [Int] = []
    /// The bytes of memory the kept events take, as ``InspectorEvent/memorySize`` estimates them.
    private(set) var byteCount = 0
    let maximumCount: Int
    let maximumBytes: Int

    init(maximumCount: Int, maximumBytes: Int) {
        self.maximumCount = maximumCount
        self.maximumBytes = maximumBytes
    }

    /// Adds `event` at the end; ``forgetOldest()`` then brings the log back within its limits.
    mutating func append(_ event: InspectorEvent) {
        let size = event.memorySize
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

    /// Replaces the state of event `seq` and whether it is skipped, marking it changed at `revision`;
    /// returns false when the log has no such event (forgotten, or of before a replay). ``forgetOldest()``
    /// then brings the log back within its limits.
    mutating func update(seq: Int, state: JSONValue?, skipped: Bool, revision: Int) -> Bool {
        guard let index = index(ofSeq: seq) else { return false }
        events[index].state = state
        events[index].skipped = skipped ? true : nil
        events[index].revision = revision
        let size = events[index].memorySize
        byteCount += size - sizes[index]
        sizes[index] = size
        return true
    }

    /// The position of event `seq`: events are kept in increasing `seq` order.
    func index(ofSeq seq: Int) -> Int? {
        var low = 0
        var high = events.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if events[middle].seq == seq { return middle }
            if events[middle].seq < seq { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    mutating func removeAll() {
        events.removeAll()
        sizes.removeAll()
        byteCount = 0
    }
}

extension InspectorEvent {
    /// About how many bytes of memory the event takes (see ``JSONValue/memorySize``).
    var memorySize: Int {
        // seq, time, kind, skipped and revision take less than 128 bytes.
        128 + (action?.memorySize ?? 0) + (state?.memorySize ?? 0) + (message?.utf8.count ?? 0)
    }
}
