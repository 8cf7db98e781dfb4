/// How a success stores its response for one `store:` target of an endpoint without pagination, for the
/// `_storeTarget` partial (docs/spec.md, "`endpoints`").
public struct ResolvedStoreTarget: Hashable, Sendable {
    /// What the target does with the stored value.
    public enum Operation: Hashable, Sendable {
        /// `into:`: the field becomes the value.
        case replace
        /// `append:` of one element.
        case append
        /// `append:` of an array, each element in order.
        case appendContents
        /// `upsert:` of one element: it replaces the element with the same `key`, or is appended.
        case upsert(key: String)
        /// `upsert:` of an array: each element replaces the one with its `key`, or is appended.
        case upsertEach(key: String)
        /// `removeFrom:` of an element: every element with its `key` is removed.
        case removeElement(key: String)
        /// `removeFrom:` of a key value: every element whose `key` equals it is removed.
        case removeKey(key: String)
    }

    /// The state field stored into, escaped.
    public var field: String
    /// The stored value read from the response (`response`, `response.user`, `response?.meta.total`).
    public var value: ResolvedResponsePath
    /// What is done with it; `key` is the escaped model field elements are matched by.
    public var operation: Operation
}
