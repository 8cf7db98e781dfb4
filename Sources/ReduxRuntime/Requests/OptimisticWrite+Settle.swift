extension Array {
    /// Settles the optimistic change of the request `outcome` reports on, once it has ended: its record is
    /// dropped, and when the request failed, `value` goes back to what it was before the change, as long as
    /// it still holds what the change left (a newer change is never overwritten). A success or a
    /// cancellation keeps the change: a cancelled request may already have reached the server, and the
    /// next load of the data tells either way.
    public mutating func settle<Value, Response>(
        _ outcome: RequestOutcome<Response>,
        restoring value: inout Value
    ) where Element == OptimisticWrite<Value> {
        guard let index = firstIndex(where: { write in write.requestID == outcome.requestID }) else { return }
        let write = remove(at: index)
        if outcome.error != nil, value == write.after {
            value = write.before
        }
    }

    /// Settles the optimistic change to array elements (`where: { key: ... }`) of the request `outcome`
    /// reports on: its record is dropped, and when the request failed, `field` of every element of `items`
    /// with the record's key goes back to its value before the change where it still holds what the change
    /// left. A success or a cancellation keeps the change.
    public mutating func settle<Item, Key, Value, Response>(
        _ outcome: RequestOutcome<Response>,
        restoring field: WritableKeyPath<Item, Value>,
        in items: inout [Item],
        key: KeyPath<Item, Key>
    ) where Element == OptimisticElementWrite<Key, Value> {
        guard let index = firstIndex(where: { write in write.requestID == outcome.requestID }) else { return }
        let write = remove(at: index)
        guard outcome.error != nil else { return }
        for itemIndex in items.indices where items[itemIndex][keyPath: key] == write.key {
            if items[itemIndex][keyPath: field] == write.after {
                items[itemIndex][keyPath: field] = write.before
            }
        }
    }
}
