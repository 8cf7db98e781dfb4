import Foundation

/// Descriptions of the actions a test store has received and not yet asserted, readable from `deinit`
/// (which is not isolated to the main actor), so that a test that ends without `finish()` still fails
/// when actions went unasserted.
final class ReceivedActionLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [String] = []

    var pending: [String] {
        lock.withLock { descriptions }
    }

    func replace(with descriptions: [String]) {
        lock.withLock { self.descriptions = descriptions }
    }
}
