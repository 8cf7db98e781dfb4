import Foundation

/// The canned results of one method of a generated mock repository (`MockFRepository.<endpoint>Results`):
/// each call takes the next result, the last one repeats, and a call with no results fails.
///
/// Generated mocks hold one per endpoint and forward to it, so the queue handling is compiled once here
/// rather than once per endpoint in every mock (docs/generated-code.md, "Repository").
public final class MockResults<Value: Sendable>: @unchecked Sendable {
    /// Guards `queue`: mocks are called from effects on any task.
    private let lock = NSLock()
    private var queue: [Result<Value, APIError>] = []

    /// An empty list: calls fail until results are set.
    public init() {}

    /// The results still to answer with, in order; the last one repeats.
    public var results: [Result<Value, APIError>] {
        get { lock.withLock { queue } }
        set { lock.withLock { queue = newValue } }
    }

    /// The next result's value, or its error; with no results, `APIError.invalidRequest(failure)`.
    public func next(orFailWith failure: String) throws(APIError) -> Value {
        let result: Result<Value, APIError>? = lock.withLock {
            queue.count > 1 ? queue.removeFirst() : queue.first
        }
        guard let result else {
            throw .invalidRequest(failure)
        }
        return try result.get()
    }
}
