/// What an endpoint's `optimistic:` steps add to the generated code: the changes made when a request
/// starts, the record of each change kept in state, and the undo run when the request fails or is
/// cancelled (docs/spec.md, "Optimistic updates").
public struct ResolvedOptimism: Hashable, Sendable {
    /// One state property holding the records of one step: `name: [OptimisticWrite<T>]`.
    public struct UndoProperty: Hashable, Sendable {
        public var name: String
        public var type: String
    }

    /// The record properties, one per step, in step order.
    public var undoProperties: [UndoProperty] = []
    /// The start function's statements after the status is set, with `requestID` and the payload in scope.
    public var startLines: [String] = []
    /// The statements of a failure or cancellation (with `requestID`), before the status guard.
    public var undoLines: [String] = []
    /// The statements of a success (with `requestID`): the records are dropped, the changes kept.
    public var settleLines: [String] = []
    /// The payload values the steps read, bound in the middleware flavor's request case and passed to
    /// `RequestStarts`; `nil` for a value the steps do not read.
    public var usedPayload: [Bool] = []
    /// The fields tests expect after a start from the default state, relative to the receiver
    /// (`.count = 2`).
    public var expectedStartChanges: [String] = []
    /// The records tests expect after that start, as `(property, arguments after the request id)`.
    public var expectedRecords: [ExpectedRecord] = []
    /// The fields tests expect after that request failed (relative to the receiver), records aside.
    public var expectedUndoChanges: [String] = []

    /// One record a test expects: `OptimisticWrite(RequestID(n), <arguments>)` in `property`.
    public struct ExpectedRecord: Hashable, Sendable {
        public var property: String
        public var arguments: String
    }

    /// Whether the endpoint has optimistic steps.
    public var isEmpty: Bool { undoProperties.isEmpty }

    /// The lines tests expect (on `receiver`) when the request starts as request number `requestNumber`.
    func expectedStartLines(on receiver: String, requestNumber: Int) -> [String] {
        expectedStartChanges.map { receiver + $0 } + expectedRecords.map { record in
            let write = record.arguments.hasPrefix("key:") ? "OptimisticElementWrite" : "OptimisticWrite"
            return "\(receiver).\(record.property) = [\(write)(RequestID(\(requestNumber)), \(record.arguments))]"
        }
    }

    /// The record properties emptied, as tests expect them after the request answered (on `$0`).
    var expectedSettledLines: [String] {
        expectedRecords.map { "$0.\($0.property) = []" }
    }
}
