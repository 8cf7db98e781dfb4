import Testing
@testable import ReduxDevTools

/// The buffer the middleware fills while the inspector is unreachable: bounded, dropping the oldest.
struct EventBufferTests {
    @Test func keepsTheNewestElementsAndCountsTheDroppedOnes() {
        let buffer = DevToolsEventBuffer<Int>(capacity: 3)
        for number in 1...5 {
            buffer.append(number)
        }
        #expect(buffer.waitingCount == 3)
        let taken = buffer.removeFirst(upTo: 10)
        #expect(taken.elements == [3, 4, 5])
        #expect(taken.dropped == 2)
        #expect(buffer.removeFirst(upTo: 10).dropped == 0)
    }

    @Test func restoredElementsComeFirstAndNewerOnesWinWhenFull() {
        let buffer = DevToolsEventBuffer<Int>(capacity: 3)
        buffer.append(1)
        buffer.append(2)
        let taken = buffer.removeFirst(upTo: 2)
        buffer.append(3)
        buffer.append(4)
        buffer.restore(taken.elements, dropped: taken.dropped)
        let again = buffer.removeFirst(upTo: 10)
        #expect(again.elements == [2, 3, 4])
        #expect(again.dropped == 1)
    }
}

extension EventBufferTests {
    @Test func appendSaysWhenTheBufferWasEmpty() {
        let buffer = DevToolsEventBuffer<Int>(capacity: 2)
        #expect(buffer.append(1))
        #expect(!buffer.append(2))
        #expect(!buffer.append(3))
        _ = buffer.removeFirst(upTo: 5)
        #expect(buffer.append(4))
    }
}
