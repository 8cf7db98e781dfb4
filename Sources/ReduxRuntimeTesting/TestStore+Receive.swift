import ReduxRuntime

extension TestStore {
    /// Waits for an effect to send an action for which `isMatching` is true and checks the state the reducer
    /// left after it; for actions whose values a test need not spell out (request ids, server data).
    ///
    /// ```swift
    /// await store.receive(where: { if case .searchRepositoriesSucceeded = $0 { true } else { false } }) {
    ///     $0.results = [.sample]
    /// }
    /// ```
    ///
    /// A non-exhaustive test store skips the actions that do not match, as `receive(_:)` does.
    public func receive(
        where isMatching: (Action) -> Bool,
        timeout: Duration? = nil,
        assert updateExpectedState: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            describedAs: "an action matching the predicate",
            expected: nil,
            timeout: timeout,
            updateExpectedState: updateExpectedState,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            matching: isMatching
        )
    }

    /// Waits for an effect to send an action that `path` extracts a value from (in an app store,
    /// `receive(case: .feed)` takes any feed action) and checks the state the reducer left after it.
    ///
    /// A non-exhaustive test store skips the actions that do not match, as `receive(_:)` does.
    public func receive<Value>(
        case path: ActionPath<Action, Value>,
        timeout: Duration? = nil,
        assert updateExpectedState: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            describedAs: "an action holding a value of type \(Value.self)",
            expected: nil,
            timeout: timeout,
            updateExpectedState: updateExpectedState,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            matching: { path.extract($0) != nil }
        )
    }

    func receiveAction(
        describedAs description: String,
        expected: Action?,
        timeout: Duration?,
        updateExpectedState: ((inout State) -> Void)?,
        at location: TestLocation,
        matching isMatching: (Action) -> Bool
    ) async {
        let limit = timeout ?? self.timeout
        var time = WaitingTime(limit: limit)
        var skipped: [Action] = []
        while true {
            let arrived = await waitForCondition(&time) { [inbox, store] in
                !inbox.received.isEmpty || store.inFlightEffectCount == 0
            }
            guard arrived, !inbox.received.isEmpty else {
                let reason = arrived ? "no effect is running" : "timed out after \(limit)"
                reportFailure(
                    "Expected to receive \(description), but \(reason)."
                        + skippedReceipts(skipped, lookingFor: expected),
                    at: location
                )
                return
            }
            let receipt = inbox.takeFirst()
            let action = receipt.action
            let matches = isMatching(action)
            if matches || exhaustivity == .on {
                reportSkippedReceipts(skipped, before: "receiving \(describe(action))", at: location)
                if !matches {
                    reportFailure(unexpectedAction(action, expected: expected, description: description), at: location)
                }
                check(
                    "receiving \(describe(action))", before: receipt.before, actual: receipt.after,
                    updateExpectedState: updateExpectedState, at: location
                )
                await Task.yield()
                return
            }
            skipped.append(action)
        }
    }

    private func unexpectedAction(_ action: Action, expected: Action?, description: String) -> String {
        guard let expected else {
            return "Received an unexpected action, \(describe(action)), instead of \(description)."
        }
        let diff = ValueDiff(expected: expected, actual: action)
        return "Received an unexpected action (- expected, + received):\n"
            + (diff.isEmpty ? "\(describe(action)) (prints the same as the expected action)" : diff.rendered)
    }

    /// What a non-exhaustive `receive` that failed had skipped: the actions, and how the closest one (of the
    /// expected action's case, the one with the fewest differences, the latest of equals) differs from the
    /// expected action, which is usually why it failed.
    private func skippedReceipts(_ skipped: [Action], lookingFor expected: Action?) -> String {
        guard !skipped.isEmpty else { return "" }
        let text = "\nIt skipped \(skipped.count) received action(s) that did not match:\n"
            + skipped.map { "  " + describe($0) }.joined(separator: "\n")
        guard let expected,
              case .container(let expectedCase) = DiffTree(of: expected), expectedCase.kind == .enumCase else {
            return text
        }
        let expectedTree = DiffTree.container(expectedCase)
        let sameCase = skipped.reversed().compactMap { action -> (action: Action, tree: DiffTree)? in
            let tree = DiffTree(of: action)
            guard case .container(let receivedCase) = tree,
                  receivedCase.kind == .enumCase, receivedCase.open == expectedCase.open else { return nil }
            return (action, tree)
        }
        guard let closest = sameCase.min(by: {
            expectedTree.differingValues(from: $0.tree) < expectedTree.differingValues(from: $1.tree)
        }) else {
            return text
        }
        return text + "\nThe closest one (- expected, + received):\n"
            + ValueDiff(expected: expected, actual: closest.action).rendered
    }
}
