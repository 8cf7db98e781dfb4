#if canImport(os)
import os
#else
import Synchronization
#endif

/// A value that every thread of the process shares, read and changed only while holding its lock.
///
/// `Synchronization.Mutex` needs macOS 15 and iOS 18, but the package supports macOS 14 and iOS 17, so on
/// Apple platforms the lock is `OSAllocatedUnfairLock` (macOS 13, iOS 16). Elsewhere it is `Mutex`.
final class LockedValue<Value: Sendable>: Sendable {
    #if canImport(os)
    private let lock: OSAllocatedUnfairLock<Value>
    #else
    private let lock: Mutex<Value>
    #endif

    init(_ value: Value) {
        #if canImport(os)
        lock = OSAllocatedUnfairLock(initialState: value)
        #else
        lock = Mutex(value)
        #endif
    }

    /// Runs `body` with the value while holding the lock, and returns what `body` returns.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        #if canImport(os)
        return lock.withLockUnchecked { body(&$0) }
        #else
        return lock.withLock { body(&$0) }
        #endif
    }
}
