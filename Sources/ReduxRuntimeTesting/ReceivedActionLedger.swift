import Foundation

/// Descriptions of the actions a test store has received and not yet asserted, readable from `deinit`
/// (which is not isolated to the main actor), so that a test that ends without `finish()` still fails
/// when actions went unasserted.
final class ReceivedActionLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [String] = []
    private var exhaustive = true

    var pending: [String] {
        lock.withLock { descriptions }
    }

    /// Whether unasserted actions are a failure: a non-exhaustive test store lets them go.
    var isExhaustive: Bool {
        get { lock.withLock { exhaustive } }
        set { lock.withLock { exhaustive = newValue } }
    }

    func replace(with descriptions: [String]) {
        lock.withLock { self.descriptions = descriptions }
    }
}
