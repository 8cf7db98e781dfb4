import ReduxRuntime

extension TestStore {
    /// An action an effect sent, with the state just before the reducer handled it and just after.
    struct Receipt {
        var action: Action
        var before: State
        var after: State
    }

    /// Passes every action on to the reducer as it comes, as the app's store does, and keeps a receipt of
    /// each action from an effect (every action but the ones the test sends) for `receive`.
    ///
    /// Reducing an effect's action when it arrives, not when the test receives it, is what makes a test
    /// behave as the app: an action that cancels the effect that sent it stops that effect before it sends
    /// anything else.
    @MainActor
    final class Inbox {
        /// The next action is the test's own (`send`): no receipt.
        var sendsTestAction = false
        /// The state the test's last action left, before any action its effects sent at once (`.send`).
        private(set) var stateAfterTestAction: State?
        /// While a non-exhaustive `finish()` or `skipInFlightEffects()` cancels the effects still running:
        /// their actions are dropped, since the app would not have cancelled them there.
        var isClosed = false
        private(set) var received: [Receipt] = []
        private let ledger: TestStoreLedger

        init(ledger: TestStoreLedger) {
            self.ledger = ledger
        }

        /// The most characters of an action a failure message's heading or list prints: a response of a
        /// few hundred elements would make a line of thousands; the diff under a heading shows the values.
        static var maximumActionDescriptionLength: Int { 200 }

        /// An action as in code, as the diffs under it show values: `.loaded([Item(id: 1)])`, cut after
        /// ``maximumActionDescriptionLength`` characters with `…` and its length.
        static func describe(_ action: Action) -> String {
            let text = DiffTree(of: action).oneLine
            guard text.count > maximumActionDescriptionLength else { return text }
            return text.prefix(maximumActionDescriptionLength) + "… (\(text.count) characters)"
        }

        func takeFirst() -> Receipt {
            let receipt = received.removeFirst()
            ledger.replace(with: received.map { Self.describe($0.action) })
            return receipt
        }

        func removeAll() {
            received.removeAll()
            ledger.replace(with: [])
        }

        func middleware() -> Middleware<State, Action> {
            Middleware { [unowned self] context, next in
                { action in
                    if self.sendsTestAction {
                        self.sendsTestAction = false
                        next(action)
                        self.stateAfterTestAction = context.state
                        return
                    }
                    guard !self.isClosed else { return }
                    let before = context.state
                    next(action)
                    self.received.append(Receipt(action: action, before: before, after: context.state))
                    self.ledger.replace(with: self.received.map { Self.describe($0.action) })
                }
            }
        }
    }
}
