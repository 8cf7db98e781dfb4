import Foundation
import Testing

@testable import ReduxDevTools

/// The middleware's history: the newest actions with their states, and the base before them, through
/// every wrap of its rings.
struct HistoryTests {
    /// Counts its live instances, so that a test sees every state and action the history copied released.
    final class Tracked: @unchecked Sendable {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.live += 1
        }
        deinit { Self.live -= 1 }
    }

    @Test(arguments: [0, 1, 3])
    func keepsTheNewestActionsAndTheStateBeforeThem(capacity: Int) {
        let history = DevToolsHistory<Int, String>(capacity: capacity)
        history.start(from: 0, seq: 1)
        for n in 1...10 {
            history.append(seq: n + 1, action: "a\(n)", state: n)
            let kept = min(n, capacity)
            let newest = Array(Array(1...n).suffix(kept))
            #expect(history.count == kept)
            #expect((0..<kept).map { history.action(at: $0) } == newest.map { "a\($0)" })
            #expect((0..<kept).map { history.state(at: $0) } == newest)
            #expect(history.state(before: 0) == n - kept, "the base")
            #expect(history.state(afterSeq: n + 1) == n)
            #expect(history.state(afterSeq: n + 1 - kept) == n - kept)
            #expect(history.index(ofSeq: n + 1 - kept) == nil || kept == 0)
            #expect(history.oldestSeq == (kept > 0 ? n + 2 - kept : nil))
        }
    }

    @Test func aSkippedFlagAndARecomputedStateStayWithTheirAction() throws {
        let history = DevToolsHistory<Int, String>(capacity: 3)
        history.start(from: 0, seq: 1)
        for n in 1...5 {
            history.append(seq: n + 1, action: "a\(n)", state: n)
        }
        let index = try #require(history.index(ofSeq: 5))
        history.setSkipped(true, at: index)
        history.setState(40, at: index)
        history.append(seq: 7, action: "a6", state: 6)
        let moved = try #require(history.index(ofSeq: 5))
        #expect(moved == index - 1)
        #expect(history.isSkipped(at: moved) && history.state(at: moved) == 40 && history.action(at: moved) == "a4")
        #expect(!history.isSkipped(at: moved + 1))
    }

    @Test func everyStateAndActionCopiedIsReleased() {
        let before = Tracked.live
        do {
            let history = DevToolsHistory<Tracked, Tracked>(capacity: 4)
            history.start(from: Tracked(0), seq: 1)
            for n in 1...9 {
                history.append(seq: n + 1, action: Tracked(-n), state: Tracked(n))
            }
            #expect(Tracked.live - before == 5 + 4, "the base and four states, four actions")
            history.start(from: Tracked(100), seq: 20)
            #expect(Tracked.live - before == 1)
            history.append(seq: 21, action: Tracked(-1), state: Tracked(1))
        }
        #expect(Tracked.live == before)
    }
}
