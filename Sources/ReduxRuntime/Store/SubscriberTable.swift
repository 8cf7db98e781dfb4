/// The subscribers of a store, in slots addressed by token, so subscribing and unsubscribing are O(1).
///
/// Freed slots are recycled through a free list. While a notification is in progress new subscribers are
/// appended instead, so they are not called again for the state they were just given.
@usableFromInline
struct SubscriberTable<State> {
    @usableFromInline typealias Callback = @MainActor (State) -> Void

    @usableFromInline struct Slot {
        @usableFromInline var generation: UInt64
        @usableFromInline var callback: Callback?

        @inlinable init(generation: UInt64, callback: Callback?) {
            self.generation = generation
            self.callback = callback
        }
    }

    @usableFromInline var slots: [Slot] = []
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var nextGeneration: UInt64 = 0
    @usableFromInline private(set) var count = 0

    @inlinable init() {}

    /// The number of slots; iterate `0..<slotCount` and call `callback(at:)`.
    @inlinable var slotCount: Int { slots.count }

    @usableFromInline
    mutating func insert(_ callback: @escaping Callback, reusingFreeSlots: Bool) -> SubscriptionToken {
        nextGeneration &+= 1
        count += 1
        if reusingFreeSlots, let slot = freeSlots.popLast() {
            slots[slot] = Slot(generation: nextGeneration, callback: callback)
            return SubscriptionToken(slot: slot, generation: nextGeneration)
        }
        slots.append(Slot(generation: nextGeneration, callback: callback))
        return SubscriptionToken(slot: slots.count - 1, generation: nextGeneration)
    }

    /// Removes the subscriber of `token`; returns false if it was already gone.
    @discardableResult
    mutating func remove(_ token: SubscriptionToken) -> Bool {
        guard token.slot < slots.count,
              slots[token.slot].generation == token.generation,
              slots[token.slot].callback != nil
        else { return false }
        slots[token.slot].callback = nil
        freeSlots.append(token.slot)
        count -= 1
        return true
    }

    @inlinable func callback(at slot: Int) -> Callback? {
        slots[slot].callback
    }

    func contains(_ token: SubscriptionToken) -> Bool {
        token.slot < slots.count
            && slots[token.slot].generation == token.generation
            && slots[token.slot].callback != nil
    }
}
