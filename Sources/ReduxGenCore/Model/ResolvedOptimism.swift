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
    /// The steps with their records, in step order: the start function makes each step and records it
    /// (after the status is set, with `requestID` and the payload in scope); a failure or cancellation undoes
    /// them, last step first, before the status guard; a success drops the records and keeps the changes.
    public var records: [ResolvedOptimisticRecord] = []
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

/// One `optimistic:` step and the record of what it changed, kept until its request answers.
public struct ResolvedOptimisticRecord: Hashable, Sendable {
    /// The step, made when the request starts. A step with `where:` records the first matching element's
    /// key and member before and after (`OptimisticElementWrite`); any other step the whole field
    /// (`OptimisticWrite`).
    public var step: ResolvedReduceStep
    /// The state property holding the step's records: `<endpoint>Undo<n>`, `n` counting steps from 1.
    public var property: String
    /// The local holding the field's value before a step without `where:`: `before<n>`.
    public var beforeLocal: String
}
