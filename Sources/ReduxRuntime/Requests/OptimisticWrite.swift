/// What one optimistic step of a request changed, kept in generated state until the request answers, so
/// that a failed or cancelled request can undo it: the value before the step and the value the step left.
///
/// The undo restores `before` only while the place still holds `after`: a newer change (another optimistic
/// request, a response, an action) is never overwritten by an older request's undo.
public struct OptimisticWrite<Value: Equatable & Sendable & Codable>: Equatable, Sendable, Codable {
    /// The request whose start made the change.
    public var requestID: RequestID
    /// The value before the step.
    public var before: Value
    /// The value the step left.
    public var after: Value

    /// The change of request `requestID` from `before` to `after`.
    public init(_ requestID: RequestID, before: Value, after: Value) {
        self.requestID = requestID
        self.before = before
        self.after = after
    }
}

/// What one optimistic step on array elements (`where: { key: ... }`) changed: the key of the elements,
/// and the changed field's value before and after the step in the first matching element.
public struct OptimisticElementWrite<Key: Equatable & Sendable & Codable, Value: Equatable & Sendable & Codable>:
    Equatable, Sendable, Codable
{
    /// The request whose start made the change.
    public var requestID: RequestID
    /// The key the changed elements have.
    public var key: Key
    /// The field's value before the step.
    public var before: Value
    /// The value the step left.
    public var after: Value

    /// The change of request `requestID` to the elements with `key`, from `before` to `after`.
    public init(_ requestID: RequestID, key: Key, before: Value, after: Value) {
        self.requestID = requestID
        self.key = key
        self.before = before
        self.after = after
    }
}
