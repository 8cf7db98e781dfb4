extension Store {
    /// Calls `onChange` with the selected part of the state now and after every action.
    ///
    /// Keep the token and pass it to `unsubscribe(_:)`; both are O(1). The store holds `select` and
    /// `onChange` strongly until then, so capture `self` weakly in them to avoid a retain cycle.
    /// Unsubscribing (any subscriber, including this one) from inside `onChange` is safe.
    @discardableResult
    @inlinable
    public func subscribe<Value>(
        select: @escaping @MainActor (State) -> Value,
        onChange: @escaping @MainActor (Value) -> Void
    ) -> SubscriptionToken {
        let token = subscribers.insert({ state in onChange(select(state)) }, reusingFreeSlots: !isNotifying)
        onChange(select(currentState))
        return token
    }

    /// Calls `onChange` with the selected part of the state now and whenever it has changed after an
    /// action; repeats are skipped.
    ///
    /// Keep the token and pass it to `unsubscribe(_:)`; both are O(1). The store holds `select` and
    /// `onChange` strongly until then, so capture `self` weakly in them to avoid a retain cycle.
    /// Unsubscribing (any subscriber, including this one) from inside `onChange` is safe.
    @discardableResult
    @inlinable
    public func subscribe<Value: Equatable>(
        select: @escaping @MainActor (State) -> Value,
        onChange: @escaping @MainActor (Value) -> Void
    ) -> SubscriptionToken {
        let initial = select(currentState)
        var last = initial
        let token = subscribers.insert({ state in
            let value = select(state)
            if value != last {
                last = value
                onChange(value)
            }
        }, reusingFreeSlots: !isNotifying)
        onChange(initial)
        return token
    }

    /// Stops the subscription of `token`. Unknown or already used tokens are ignored. O(1).
    public func unsubscribe(_ token: SubscriptionToken) {
        subscribers.remove(token)
    }

    /// Whether the subscription of `token` is still active.
    public func isSubscribed(_ token: SubscriptionToken) -> Bool {
        subscribers.contains(token)
    }

    /// The number of active subscriptions.
    public var subscriberCount: Int {
        subscribers.count
    }

    /// Calls every subscriber with the current state. Subscribers added during the loop are skipped
    /// (they have just been given the state); subscribers removed during the loop are not called.
    @inlinable
    func notifySubscribers() {
        guard subscribers.count > 0 else { return }
        let current = currentState
        isNotifying = true
        for slot in 0..<subscribers.slotCount {
            if let callback = subscribers.callback(at: slot) {
                callback(current)
            }
        }
        isNotifying = false
    }
}
