/// One state change a generated test expects, for the `_expectedChange` partial: which property of the
/// state it sets and the value that property then holds. The test writes it on its receiver (`$0` in a
/// feature's tests, `$0.<feature>` in the app tests).
///
/// The values come from `ReduceEvaluator`, the spec and the tests' sample values, never from the code that
/// writes the reducer, so that a wrong rule there fails its own tests.
public struct ExpectedChange: Hashable, Sendable {
    /// The part of the state the change sets.
    public enum Target: Hashable, Sendable {
        /// A stored property of the state, escaped: `count`, `loadStatus`, `nextRequestID`.
        case property(String)
        /// One field of one element of an array property: `items[0].isLiked`.
        case elementMember(property: String, index: Int, member: String)
        /// One member of a stored property: a page's `loadPage.nextPage`.
        case member(property: String, member: String)
    }

    /// The value the target holds after the change.
    public enum Value: Hashable, Sendable {
        /// A literal of the target's type the evaluator worked out from the spec's literals and the tests'
        /// sample values (`2`, `["a"]`).
        case literal(ResolvedLiteral)
        /// A value of the target's type built from the test's samples and locals: a sample (alone or among
        /// literals, `[FeedSamples.article]`), a field's default, or a value read from the test's `response`.
        case sampleValue(ResolvedSampleValue)
        /// `RequestID(n)`: the id the next request will take.
        case requestID(Int)
        /// `.loading(RequestID(n))`: an endpoint's status while request `n` runs.
        case loading(requestNumber: Int)
        /// `.idle`: an endpoint's status with no request running, after a `resetStatus:` step.
        case idle
        /// The one record of an optimistic step a running request keeps.
        case optimisticRecord(ExpectedOptimisticRecord)
        /// `[]`: the records of an optimistic step, dropped once the request answered.
        case noRecords
        /// What a success stores from its response for one `store:` target.
        case stored(ExpectedStoredValue)
        /// A value read from the test's `response` as it is: a page's items.
        case responsePath(ResolvedResponsePath)
    }

    public var target: Target
    public var value: Value

    public init(_ target: Target, _ value: Value) {
        self.target = target
        self.value = value
    }
}

/// A value a test writes: a literal when every part of it is one, else the value built from the test's
/// samples or response. `_plainValue.mustache` writes it.
public enum ExpectedPlainValue: Hashable, Sendable {
    case literal(ResolvedLiteral)
    case sampleValue(ResolvedSampleValue)
}

/// An optimistic step's record of request `requestNumber`: `OptimisticWrite(RequestID(n), before: b, after: a)`,
/// or, for a step with `where:`, `OptimisticElementWrite(RequestID(n), key: k, before: b, after: a)`.
public struct ExpectedOptimisticRecord: Hashable, Sendable {
    public var requestNumber: Int
    /// The key of the first element the step changed; `nil` for a step without `where:`.
    public var key: ExpectedPlainValue?
    /// The value before and after the step (the whole field, or the element's member).
    public var before: ExpectedPlainValue
    public var after: ExpectedPlainValue

    public init(requestNumber: Int, key: ExpectedPlainValue? = nil, before: ExpectedPlainValue, after: ExpectedPlainValue) {
        self.requestNumber = requestNumber
        self.key = key
        self.before = before
        self.after = after
    }
}

/// The value a `store:` target leaves in its field after a success from the default state: the value read
/// from `response`, as one element of an array when the field holds its elements, after the field's
/// default when that is not empty (`["x"] + [response.name]`).
public struct ExpectedStoredValue: Hashable, Sendable {
    /// The value read from the response: `response.user`.
    public var path: ResolvedResponsePath
    /// Whether the value is one element of the field's array (`[response.user]`).
    public var isElement: Bool
    /// What the field holds when the value is appended to it (its default, or what the request's optimistic
    /// steps left); `nil` when the field is empty then or the value replaces it.
    public var appendedTo: ExpectedPlainValue?

    public init(path: ResolvedResponsePath, isElement: Bool = false, appendedTo: ExpectedPlainValue? = nil) {
        self.path = path
        self.isElement = isElement
        self.appendedTo = appendedTo
    }
}
