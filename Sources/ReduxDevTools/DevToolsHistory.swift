/// The newest actions the middleware applied, each with the state after it, oldest first, at most
/// `capacity`; and the state before the oldest (the base).
///
/// Skipping an action replays the actions after it from the state before it, which only the app can do:
/// the inspector has the actions as JSON, but not the reducer. Keeping the states also lets a jump show a
/// state exactly as it was, not as it reads back from JSON (where a date keeps whole seconds only). When
/// full, the oldest action leaves and the state after it becomes the base: it can no longer be skipped.
final class DevToolsHistory<State, Action> {
    /// An applied action and the state after it (for a skipped action, the state before it).
    private struct Entry {
        let seq: Int
        let action: Action
        var state: State
        var isSkipped = false
    }

    let capacity: Int
    /// The base and the `seq` of the event that reported it; nil until `start`.
    private var base: (seq: Int, state: State)?
    /// The actions kept. Once `capacity` are kept, a new one takes the place of the oldest, so the oldest
    /// is at `oldest` and the others follow it, wrapping around.
    private var entries: [Entry] = []
    private var oldest = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        entries.reserveCapacity(self.capacity)
    }

    /// The number of actions kept, the base not counted.
    var count: Int {
        entries.count
    }

    /// Forgets every action and starts again from `state`, reported by event `seq`.
    func start(from state: State, seq: Int) {
        base = (seq, state)
        entries.removeAll(keepingCapacity: true)
        oldest = 0
    }

    /// Adds an applied action at the end; when full, the oldest action leaves, the state after it
    /// becoming the base.
    func append(seq: Int, action: Action, state: State) {
        guard base != nil else { return }
        if entries.count < capacity {
            entries.append(Entry(seq: seq, action: action, state: state))
        } else if capacity == 0 {
            base = (seq, state)
        } else {
            base = (entries[oldest].seq, entries[oldest].state)
            entries[oldest] = Entry(seq: seq, action: action, state: state)
            oldest = (oldest + 1) % capacity
        }
    }

    /// Where the action at `index`, 0 being the oldest, is in `entries`.
    private func position(_ index: Int) -> Int {
        precondition(index >= 0 && index < count)
        return (oldest + index) % count
    }

    /// The `seq` of the action at `index`, 0 being the oldest.
    func seq(at index: Int) -> Int {
        entries[position(index)].seq
    }

    /// The action at `index`.
    func action(at index: Int) -> Action {
        entries[position(index)].action
    }

    /// The state after the action at `index`; for a skipped action, the state before it.
    func state(at index: Int) -> State {
        entries[position(index)].state
    }

    func setState(_ state: State, at index: Int) {
        entries[position(index)].state = state
    }

    /// Whether the action at `index` is skipped.
    func isSkipped(at index: Int) -> Bool {
        entries[position(index)].isSkipped
    }

    func setSkipped(_ isSkipped: Bool, at index: Int) {
        entries[position(index)].isSkipped = isSkipped
    }

    /// The position of the action reported by event `seq`, if it is still kept.
    func index(ofSeq seq: Int) -> Int? {
        // Actions are in increasing `seq` order.
        var low = 0
        var high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let found = self.seq(at: middle)
            if found == seq { return middle }
            if found < seq { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The state after event `seq` (the base's event included), if it is still kept.
    func state(afterSeq seq: Int) -> State? {
        if let base, base.seq == seq { return base.state }
        return index(ofSeq: seq).map { state(at: $0) }
    }

    /// The state before the action at `index` (the base for the oldest).
    func state(before index: Int) -> State? {
        guard let base, index >= 0 && index <= count else { return nil }
        return index == 0 ? base.state : state(at: index - 1)
    }

    /// The `seq` of the oldest action, if any.
    var oldestSeq: Int? {
        count > 0 ? seq(at: 0) : nil
    }
}
