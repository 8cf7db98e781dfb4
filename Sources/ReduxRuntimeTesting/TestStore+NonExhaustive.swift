extension TestStore {
    /// Lets the actions effects have sent go unchecked (the reducer handled them when they came, as the app
    /// would have before what comes next).
    func passReceivedActions(before step: String, at location: TestLocation) {
        let skipped = receivedActions
        skipReceivedActions()
        reportSkippedReceipts(skipped, before: step, at: location)
    }

    func reportSkippedReceipts(_ skipped: [Action], before step: String, at location: TestLocation) {
        guard exhaustivity == .off(showSkippedAssertions: true), !skipped.isEmpty else { return }
        reportWarning(
            "Skipped receiving \(skipped.count) action(s) before \(step):\n"
                + skipped.map { "  " + describe($0) }.joined(separator: "\n"),
            at: location
        )
    }

    func finishNonExhaustively(timeout: Duration, at location: TestLocation) async {
        passReceivedActions(before: "finishing", at: location)
        let running = store.inFlightEffectCount
        guard running > 0 else { return }
        inbox.isClosed = true
        store.cancelAllEffects()
        // Cancelled effects end on their own tasks; waiting for them means nothing of this test runs on.
        _ = await waitForCondition(timeout: timeout) { [store] in store.inFlightEffectCount == 0 }
        // Cancelled effects may send their cancellation actions (`onCancel`); the app would not have
        // cancelled them here, so the inbox drops them rather than handing them to the reducer.
        inbox.removeAll()
        inbox.isClosed = false
        if exhaustivity == .off(showSkippedAssertions: true) {
            reportWarning("Cancelled \(running) effect(s) still running at the end of the test.", at: location)
        }
    }
}
