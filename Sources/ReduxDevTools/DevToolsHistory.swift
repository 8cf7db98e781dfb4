/// The newest actions the middleware applied, each with the state after it, oldest first, at most
/// `capacity`; and the state before the oldest (the base).
///
/// Skipping an action replays the actions after it from the state before it, which only the app can do:
/// the inspector has the actions as JSON, but not the reducer. Keeping the states also lets a jump show a
/// state exactly as it was, not as it reads back from JSON (where a date keeps whole seconds only). When
/// full, the oldest entry leaves and its state becomes the base: it can no longer be skipped.
struct DevToolsHistory<State, Action> {
    struct Entry {
        /// The `seq` of the event that reported the action.
        var seq: Int
        var action: Action
        /// The state after the action; for a skipped action, the state before it.
        var state: State
        var isSkipped = false
    }

    let capacity: Int
    /// The state before the oldest entry, and the `seq` of the event that reported it.
    private(set) var base: (seq: Int, state: State)?
    private var storage: [Entry?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        self.storage = Array(repeating: nil, count: self.capacity)
    }

    /// Forgets every entry and starts again from `state`, reported by event `seq`.
    mutating func start(from state: State, seq: Int) {
        for index in storage.indices {
            storage[index] = nil
        }
        head = 0
        count = 0
        base = (seq, state)
    }

    /// Adds an applied action at the end; when full, the oldest entry's state becomes the base.
    mutating func append(seq: Int, action: Action, state: State) {
        guard capacity > 0 else {
            base = (seq, state)
            return
        }
        let entry = Entry(seq: seq, action: action, state: state)
        if count == capacity {
            if let oldest = storage[head] {
                base = (oldest.seq, oldest.state)
            }
            storage[head] = entry
            head = (head + 1) % capacity
        } else {
            storage[(head + count) % capacity] = entry
            count += 1
        }
    }

    /// The entry at `index`, 0 being the oldest.
    subscript(index: Int) -> Entry {
        get { storage[(head + index) % capacity]! }
        set { storage[(head + index) % capacity] = newValue }
    }

    /// The position of the entry reported by event `seq`, if it is still kept.
    func index(ofSeq seq: Int) -> Int? {
        // Entries are in increasing `seq` order.
        var low = 0
        var high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let found = self[middle].seq
            if found == seq { return middle }
            if found < seq { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The state after event `seq` (the base's event included), if it is still kept.
    func state(afterSeq seq: Int) -> State? {
        if let base, base.seq == seq { return base.state }
        return index(ofSeq: seq).map { self[$0].state }
    }

    /// The state before the entry at `index`.
    func state(before index: Int) -> State? {
        index == 0 ? base?.state : self[index - 1].state
    }

    /// The `seq` of the oldest entry, if any.
    var oldestSeq: Int? {
        count > 0 ? self[0].seq : nil
    }
}
