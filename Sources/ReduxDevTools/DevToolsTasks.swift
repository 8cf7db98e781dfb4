import Foundation

/// The background tasks of a ``DevTools`` instance, cancelled together when it goes away.
final class DevToolsTasks: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Task<Void, Never>] = []

    func add(_ task: Task<Void, Never>) {
        lock.lock()
        defer { lock.unlock() }
        tasks.append(task)
    }

    func cancelAll() {
        lock.lock()
        defer { lock.unlock() }
        for task in tasks {
            task.cancel()
        }
        tasks.removeAll()
    }
}
