extension TestStore {
    /// Runs every effect in flight to its end, advancing `clock` past each sleep or debounce, and then
    /// forgets the actions they sent.
    ///
    /// For a test about one action's own state change, when the requests it starts are checked by other
    /// tests. It returns as soon as no effect is running, or when `timeout` of real time has passed (time the
    /// test could not run, on a busy machine, does not count); a later
    /// `finish()` reports effects still running then.
    public func runEffectsAndSkipReceivedActions(advancing clock: TestClock, timeout: Duration = .seconds(10)) async {
        var time = WaitingTime(limit: timeout)
        while inFlightEffectCount > 0, !time.isUsedUp() {
            await clock.run()
            try? await Task.sleep(for: .milliseconds(1))
        }
        skipReceivedActions()
    }
}
