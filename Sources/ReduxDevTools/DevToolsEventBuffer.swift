import Foundation

/// A fixed-capacity queue shared by the main actor (which appends) and the sender task (which removes).
///
/// Appending never waits on the network and never grows memory past `capacity`: when full, the oldest
/// element is dropped and counted. Every operation takes one short lock.
final class DevToolsEventBuffer<Element: Sendable>: @unchecked Sendable {
    let capacity: Int
    private let lock = NSLock()
    private var storage: [Element?]
    private var head = 0
    private var count = 0
    private var dropped = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        self.storage = Array(repeating: nil, count: self.capacity)
    }

    /// Adds `element` at the end, dropping the oldest element when full. Returns whether the buffer was
    /// empty before, the only case in which the sender needs waking: otherwise it is still draining.
    @discardableResult
    func append(_ element: Element) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let wasEmpty = count == 0
        if count == capacity {
            storage[head] = element
            head = (head + 1) % capacity
            dropped += 1
        } else {
            storage[(head + count) % capacity] = element
            count += 1
        }
        return wasEmpty
    }

    /// Removes and returns up to `limit` elements, oldest first, with the number dropped since last asked.
    func removeFirst(upTo limit: Int) -> (elements: [Element], dropped: Int) {
        lock.lock()
        defer { lock.unlock() }
        let taken = min(limit, count)
        var elements: [Element] = []
        elements.reserveCapacity(taken)
        for _ in 0..<taken {
            if let element = storage[head] {
                elements.append(element)
            }
            storage[head] = nil
            head = (head + 1) % capacity
        }
        count -= taken
        let droppedSinceLastAsked = dropped
        dropped = 0
        return (elements, droppedSinceLastAsked)
    }

    /// Puts elements that could not be sent back at the front, as far as room allows (newer elements win).
    func restore(_ elements: [Element], dropped: Int) {
        lock.lock()
        defer { lock.unlock() }
        self.dropped += dropped
        for element in elements.reversed() {
            guard count < capacity else {
                self.dropped += 1
                continue
            }
            head = (head - 1 + capacity) % capacity
            storage[head] = element
            count += 1
        }
    }

    /// The number of elements waiting.
    var waitingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
