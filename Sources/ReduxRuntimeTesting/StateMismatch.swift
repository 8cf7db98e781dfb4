/// The messages a test store reports when the state after an action is not the expected one.
enum StateMismatch {
    /// An exhaustive test store: `expected` is the state before the action as the test's closure changed
    /// it. Fields the action changed and the closure left alone are named after the diff, since a test
    /// may have missed only them (request ids, undo records).
    static func exhaustive<State>(
        step: String,
        before: State,
        expected: State,
        actual: State,
        closureGiven: Bool
    ) -> String {
        let heading = closureGiven
            ? "State after \(step) differs from the expected state"
            : "State changed after \(step), but no change was expected"
        let diff = ValueDiff(expected: expected, actual: actual)
        var message = "\(heading) (- expected, + actual):\n" + rendered(diff)
        let setByTest = ValueDiff(expected: before, actual: expected).paths
        let notSet = diff.paths.filter { path in
            !path.isEmpty && !setByTest.contains { ValueDiff.related($0, path) }
        }
        if !notSet.isEmpty {
            message += "\nChanged by the action but not set by the test: \(names(of: notSet)). Set "
                + "\(notSet.count == 1 ? "it" : "them") in the closure too."
        }
        return message
    }

    private static func rendered(_ diff: ValueDiff) -> String {
        diff.isEmpty ? "(the states differ but print the same)" : diff.rendered
    }

    private static func names(of paths: [[String]]) -> String {
        var seen: Set<String> = []
        return paths.map(ValueDiff.describe).filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
