/// What an endpoint's `optimistic:` steps add to the generated code: the changes made when a request
/// starts, the record of each change kept in state, and the undo run when the request fails or is
/// cancelled (docs/spec.md, "Optimistic updates").
public struct ResolvedOptimism: Hashable, Sendable {
    /// The steps with their records, in step order: the start function makes each step and records it
    /// (after the status is set, with `requestID` and the payload in scope); a failure or cancellation undoes
    /// them, last step first, before the status guard; a success drops the records and keeps the changes.
    public var records: [ResolvedOptimisticRecord] = []
    /// The payload values the steps read, bound in the middleware flavor's request case and passed to
    /// `RequestStarts`; `nil` for a value the steps do not read.
    public var usedPayload: [Bool] = []
    /// What the tests' state sets before the request starts, from the default state: a list that a step
    /// with `where:` changes holds an element the step matches.
    public var setupChanges: [ExpectedChange] = []
    /// The fields tests expect after a start from that state, each set to the value the steps leave
    /// (`ReduceEvaluator`).
    public var expectedFieldChanges: [ExpectedChange] = []
    /// The records tests expect after that start, one per step that changed something.
    public var expectedRecords: [ExpectedRecord] = []
    /// The fields tests expect after that request failed, records aside: back at their start values.
    public var expectedUndoChanges: [ExpectedChange] = []

    /// One record a test expects in `property` after the start, whatever the request's number.
    public struct ExpectedRecord: Hashable, Sendable {
        public var property: String
        /// The key of the element changed, for a step with `where:`.
        public var key: ExpectedPlainValue?
        /// The value before and after the step.
        public var before: ExpectedPlainValue
        public var after: ExpectedPlainValue
    }

    /// The fields and records the app tests expect after a start from the app's initial state.
    public var appExpectedFieldChanges: [ExpectedChange] = []
    public var appExpectedRecords: [ExpectedRecord] = []

    /// Whether the endpoint has optimistic steps.
    public var isEmpty: Bool { records.isEmpty }

    /// The changes tests expect when the request starts as request number `requestNumber`: the fields
    /// the steps change, then each step's record of that request.
    /// In the app tests (`inApp`), from the app's initial state.
    func expectedStartChanges(requestNumber: Int, inApp: Bool = false) -> [ExpectedChange] {
        (inApp ? appExpectedFieldChanges : expectedFieldChanges) + (inApp ? appExpectedRecords : expectedRecords).map { record in
            let write = ExpectedOptimisticRecord(requestNumber: requestNumber, key: record.key, before: record.before, after: record.after)
            return ExpectedChange(.property(record.property), .optimisticRecord(write))
        }
    }

    /// The record properties emptied, as tests expect them after the request answered.
    var expectedSettledChanges: [ExpectedChange] {
        expectedRecords.map { ExpectedChange(.property($0.property), .noRecords) }
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
    /// The type of `property`: `[OptimisticWrite<Int>]`, or `[OptimisticElementWrite<Key, Member>]` for a
    /// step with `where:`.
    public var propertyType: String
    /// The local holding the field's value before a step without `where:`: `before`, or `before<n>` when
    /// the endpoint has several steps.
    public var beforeLocal: String
}
