import Foundation

/// The tasks of the effects a store is running, reachable from any thread so that they can be cancelled
/// when the store is deinitialized (deinit is not isolated to the main actor).
///
/// Only starting and finishing an asynchronous effect takes the lock; dispatching never does.
final class TaskRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var isClosed = false

    /// Adds `task`; cancels it at once if the registry has already been closed.
    func insert(_ task: Task<Void, Never>, forKey key: UInt64) {
        let accepted = lock.withLock {
            if isClosed { return false }
            tasks[key] = task
            return true
        }
        if !accepted { task.cancel() }
    }

    func remove(key: UInt64) {
        lock.withLock { _ = tasks.removeValue(forKey: key) }
    }

    func task(forKey key: UInt64) -> Task<Void, Never>? {
        lock.withLock { tasks[key] }
    }

    func cancel(keys: some Sequence<UInt64>) {
        let cancelled = lock.withLock { keys.compactMap { tasks[$0] } }
        for task in cancelled { task.cancel() }
    }

    var count: Int {
        lock.withLock { tasks.count }
    }

    /// The keys of the tasks in the registry: those started and not yet finished.
    var keys: Set<UInt64> {
        lock.withLock { Set(tasks.keys) }
    }

    /// Cancels every task in the registry; tasks inserted later run normally.
    func cancelAll() {
        let all = lock.withLock { Array(tasks.values) }
        for task in all { task.cancel() }
    }

    /// Cancels every task and every task inserted later.
    func close() {
        let all = lock.withLock {
            isClosed = true
            defer { tasks.removeAll() }
            return Array(tasks.values)
        }
        for task in all { task.cancel() }
    }
}
