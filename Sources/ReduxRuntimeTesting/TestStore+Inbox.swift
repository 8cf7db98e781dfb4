import ReduxRuntime

extension TestStore {
    /// Lets through the actions the test sends and holds every other action (those from effects) for
    /// `receive`.
    @MainActor
    final class Inbox {
        var admitNext = false
        private(set) var received: [Action] = []
        private let ledger: ReceivedActionLedger

        init(ledger: ReceivedActionLedger) {
            self.ledger = ledger
        }

        /// An action as in code, as the diffs under it show values: `.loaded([Item(id: 1)])`.
        static func describe(_ action: Action) -> String {
            DiffTree(of: action).oneLine
        }

        func takeFirst() -> Action {
            let action = received.removeFirst()
            ledger.replace(with: received.map(Self.describe))
            return action
        }

        func removeAll() {
            received.removeAll()
            ledger.replace(with: [])
        }

        func middleware() -> Middleware<State, Action> {
            Middleware { [unowned self] _, next in
                { action in
                    if self.admitNext {
                        self.admitNext = false
                        next(action)
                    } else {
                        self.received.append(action)
                        self.ledger.replace(with: self.received.map(Self.describe))
                    }
                }
            }
        }
    }
}
