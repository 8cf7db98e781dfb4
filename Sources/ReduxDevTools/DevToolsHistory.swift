/// The newest actions the middleware applied, each with the state after it, oldest first, at most
/// `capacity`; and the state before the oldest (the base).
///
/// Skipping an action replays the actions after it from the state before it, which only the app can do:
/// the inspector has the actions as JSON, but not the reducer. Keeping the states also lets a jump show a
/// state exactly as it was, not as it reads back from JSON (where a date keeps whole seconds only). When
/// full, the oldest action leaves and the state after it becomes the base: it can no longer be skipped.
///
/// Appending runs on every dispatch, in code that is not specialized for the app's types, where making an
/// optional, a struct or an array of `State` or `Action` costs a lookup of that type at run time (several
/// hundred instructions each). So the history is rings in memory of its own, allocated once: appending
/// copies the action and the state into place and looks nothing up.
final class DevToolsHistory<State, Action> {
    let capacity: Int
    // `seqs` and `states` hold `capacity + 1` entries from `stateHead`, the base first; `actions` and
    // `skipped` hold `capacity` from `actionHead`. Each is filled from its start while the history grows,
    // so the first `stateCount` (or `count`) slots are the initialized ones.
    private let seqs: UnsafeMutablePointer<Int>
    private let states: UnsafeMutablePointer<State>
    private let actions: UnsafeMutablePointer<Action>
    private let skipped: UnsafeMutablePointer<Bool>
    private var stateCount = 0
    /// The number of actions kept, the base not counted.
    private(set) var count = 0
    private var stateHead = 0
    private var actionHead = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        seqs = .allocate(capacity: self.capacity + 1)
        states = .allocate(capacity: self.capacity + 1)
        actions = .allocate(capacity: max(1, self.capacity))
        skipped = .allocate(capacity: max(1, self.capacity))
    }

    deinit {
        removeAll()
        seqs.deallocate()
        states.deallocate()
        actions.deallocate()
        skipped.deallocate()
    }

    private func removeAll() {
        states.deinitialize(count: stateCount)
        actions.deinitialize(count: count)
        stateCount = 0
        count = 0
        stateHead = 0
        actionHead = 0
    }

    /// Forgets every action and starts again from `state`, reported by event `seq`.
    func start(from state: State, seq: Int) {
        removeAll()
        seqs.initialize(to: seq)
        states.initialize(to: state)
        stateCount = 1
    }

    /// Adds an applied action at the end; when full, the oldest action leaves, the state after it
    /// becoming the base.
    func append(seq: Int, action: Action, state: State) {
        guard stateCount > 0 else { return }
        if count < capacity {
            (seqs + stateCount).initialize(to: seq)
            (states + stateCount).initialize(to: state)
            stateCount += 1
            (actions + count).initialize(to: action)
            (skipped + count).initialize(to: false)
            count += 1
            return
        }
        seqs[stateHead] = seq
        states[stateHead] = state
        stateHead = stateHead == capacity ? 0 : stateHead + 1
        guard capacity > 0 else { return }
        actions[actionHead] = action
        skipped[actionHead] = false
        actionHead = actionHead + 1 == capacity ? 0 : actionHead + 1
    }

    private func stateSlot(_ index: Int) -> Int {
        (stateHead + 1 + index) % (capacity + 1)
    }

    private func actionSlot(_ index: Int) -> Int {
        (actionHead + index) % capacity
    }

    /// The `seq` of the action at `index`, 0 being the oldest.
    func seq(at index: Int) -> Int {
        precondition(index >= 0 && index < count)
        return seqs[stateSlot(index)]
    }

    /// The action at `index`.
    func action(at index: Int) -> Action {
        precondition(index >= 0 && index < count)
        return actions[actionSlot(index)]
    }

    /// The state after the action at `index`; for a skipped action, the state before it.
    func state(at index: Int) -> State {
        precondition(index >= 0 && index < count)
        return states[stateSlot(index)]
    }

    func setState(_ state: State, at index: Int) {
        precondition(index >= 0 && index < count)
        states[stateSlot(index)] = state
    }

    /// Whether the action at `index` is skipped.
    func isSkipped(at index: Int) -> Bool {
        precondition(index >= 0 && index < count)
        return skipped[actionSlot(index)]
    }

    func setSkipped(_ isSkipped: Bool, at index: Int) {
        precondition(index >= 0 && index < count)
        skipped[actionSlot(index)] = isSkipped
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
        if stateCount > 0, seqs[stateHead] == seq { return states[stateHead] }
        return index(ofSeq: seq).map { state(at: $0) }
    }

    /// The state before the action at `index` (the base for the oldest).
    func state(before index: Int) -> State? {
        guard stateCount > 0 && index >= 0 && index <= count else { return nil }
        return states[(stateHead + index) % (capacity + 1)]
    }

    /// The `seq` of the oldest action, if any.
    var oldestSeq: Int? {
        count > 0 ? seq(at: 0) : nil
    }
}
