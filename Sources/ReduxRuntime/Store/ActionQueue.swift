/// First-in, first-out queue of actions dispatched while the store was busy with another action.
///
/// Keeps its storage between bursts, so queuing allocates only when a burst is longer than any before.
@usableFromInline
struct ActionQueue<Action> {
    @usableFromInline var buffer: [Action] = []
    @usableFromInline var head = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { head == buffer.count }

    @inlinable mutating func append(_ action: Action) {
        buffer.append(action)
    }

    @inlinable mutating func popFirst() -> Action? {
        guard head < buffer.count else {
            if head > 0 {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            }
            return nil
        }
        let action = buffer[head]
        head += 1
        return action
    }
}
