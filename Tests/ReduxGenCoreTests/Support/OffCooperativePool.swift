import Dispatch

/// Runs CPU-heavy test work on a Dispatch thread and waits for it without blocking.
///
/// Swift Testing runs tests in parallel on Swift concurrency's cooperative pool, which has one thread per
/// core. A long synchronous test would hold one of those threads the whole time and starve the tasks that
/// other tests' effects run on; the operating system schedules a Dispatch thread fairly instead.
func offCooperativePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try work() })
        }
    }
}
