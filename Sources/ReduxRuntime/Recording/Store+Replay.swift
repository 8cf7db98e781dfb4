extension Store {
    /// Applies recorded actions with the reducer only: middleware and effects do not run, because the
    /// actions effects sent while recording are in the log already. Subscribers are notified after each.
    ///
    /// Replaying a log into a store that starts from the recording's initial state reaches the same state.
    public func replay(_ actions: some Sequence<Action>) {
        for action in actions {
            reduceWithoutEffects(action)
        }
    }

    /// Applies the actions of `log`; see `replay(_:)`.
    public func replay(_ log: ActionLog<Action>) where Action: Codable {
        replay(log.actions)
    }
}
