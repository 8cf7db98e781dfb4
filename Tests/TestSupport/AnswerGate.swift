import Foundation
import ReduxRuntime

/// Holds the calls of a hand-written repository until the test answers them, one by one, so a test decides
/// the order in which responses arrive.
public final class AnswerGate<Call: Sendable, Response: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Call] = []
    private var waiting: [Int: CheckedContinuation<Result<Response, APIError>, Never>] = [:]
    private var early: [Int: Result<Response, APIError>] = [:]

    public init() {}

    /// The calls made so far, in order.
    public var calls: [Call] { lock.withLock { recorded } }

    /// Records `call` and waits until the test answers it.
    public func call(_ call: Call) async throws(APIError) -> Response {
        let result = await withCheckedContinuation { continuation in
            lock.withLock {
                let index = recorded.count
                recorded.append(call)
                if let answer = early.removeValue(forKey: index) {
                    continuation.resume(returning: answer)
                } else {
                    waiting[index] = continuation
                }
            }
        }
        if Task.isCancelled { throw .cancelled }
        return try result.get()
    }

    /// Answers call number `index` (from 0) with `result`, now or as soon as it is made.
    public func answer(_ index: Int, with result: Result<Response, APIError>) {
        let continuation = lock.withLock {
            if let continuation = waiting.removeValue(forKey: index) { return Optional(continuation) }
            early[index] = result
            return nil
        }
        continuation?.resume(returning: result)
    }
}
