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

        static func describe(_ action: Action) -> String {
            StateDiff.shortDescription(of: action)
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
