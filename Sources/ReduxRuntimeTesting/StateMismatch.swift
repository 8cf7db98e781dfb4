/// The messages a test store reports when the state after an action is not the expected one.
enum StateMismatch {
    /// An exhaustive test store: `expected` is the state before the action as the test's closure changed
    /// it. Fields the action changed and the closure left alone are named after the diff, since a test
    /// that only missed them (request ids, undo records) may want to set them or check less.
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
                + "\(notSet.count == 1 ? "it" : "them") in the closure, or set `store.exhaustivity = .off` to check "
                + "only what the test sets."
        }
        return message
    }

    /// A non-exhaustive test store: `expected` is the state after the action as the test's closure
    /// changed it, so the diff shows only values the closure set. `expectedFromBefore` is the state before
    /// the action as the closure changed it: a value that came out right from there was changed relative
    /// to the old one (`+= 1`), which only works on the state before.
    static func nonExhaustive<State>(
        step: String,
        expected: State,
        actual: State,
        expectedFromBefore: State
    ) -> String {
        let diff = ValueDiff(expected: expected, actual: actual)
        var message = "State after \(step) differs from the expected state (- expected, + actual):\n"
            + rendered(diff)
        let wrongFromBefore = ValueDiff(expected: expectedFromBefore, actual: actual).paths
        let rightFromBefore = diff.paths.filter { path in
            !wrongFromBefore.contains { ValueDiff.related($0, path) }
        }
        if !rightFromBefore.isEmpty {
            message += "\nA non-exhaustive test store runs the closure on the state after the action, and "
                + "\(names(of: rightFromBefore)) came out right only from the state before: set values "
                + "(`$0.count = 1`) instead of changing them (`$0.count += 1`)."
        }
        return message
    }

    /// What a non-exhaustive test store let pass, for `.off(showSkippedAssertions: true)`: the changes
    /// beyond those the test set.
    static func notAsserted<State>(step: String, expected: State, actual: State) -> String {
        "Not asserted after \(step) (- before, + after):\n" + rendered(ValueDiff(expected: expected, actual: actual))
    }

    private static func rendered(_ diff: ValueDiff) -> String {
        diff.isEmpty ? "(the states differ but print the same)" : diff.rendered
    }

    private static func names(of paths: [[String]]) -> String {
        var seen: Set<String> = []
        return paths.map(ValueDiff.describe).filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
