import Testing
@testable import ReduxGenCore

/// The line diff produces a valid and shortest edit script.
@Suite struct LineDiffTests {
    /// Replays `edits` and returns the old and new sequences they describe, or `nil` if they skip or
    /// repeat an element or keep two elements that differ.
    func replay<T: Equatable>(_ edits: [LineEdit], old: [T], new: [T]) -> Bool {
        var nextOld = 0
        var nextNew = 0
        for edit in edits {
            switch edit {
            case let .keep(o, n):
                guard o == nextOld, n == nextNew, old[o] == new[n] else { return false }
                nextOld += 1
                nextNew += 1
            case let .delete(o):
                guard o == nextOld else { return false }
                nextOld += 1
            case let .insert(n):
                guard n == nextNew else { return false }
                nextNew += 1
            }
        }
        return nextOld == old.count && nextNew == new.count
    }

    /// The length of a longest common subsequence, by dynamic programming.
    func lcsLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = x == b[j - 1] ? diagonal + 1 : max(row[j], row[j - 1])
                diagonal = above
            }
        }
        return row[b.count]
    }

    func editCount(_ edits: [LineEdit]) -> Int {
        edits.count { if case .keep = $0 { false } else { true } }
    }

    @Test func knownExample() {
        let old = Array("ABCABBA")
        let new = Array("CBABAC")
        let edits = LineDiff(old: old, new: new).edits()
        #expect(replay(edits, old: old, new: new))
        #expect(editCount(edits) == 5)
    }

    @Test func emptyInputs() {
        #expect(LineDiff<Int>(old: [], new: []).edits() == [])
        #expect(LineDiff(old: [], new: [1, 2]).edits() == [.insert(new: 0), .insert(new: 1)])
        #expect(LineDiff(old: [1, 2], new: []).edits() == [.delete(old: 0), .delete(old: 1)])
    }

    @Test func randomSequencesGetValidShortestScripts() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let old = (0..<Int(generator.next() % 25)).map { _ in Int(generator.next() % 4) }
            let new = (0..<Int(generator.next() % 25)).map { _ in Int(generator.next() % 4) }
            let edits = LineDiff(old: old, new: new).edits()
            #expect(replay(edits, old: old, new: new), "old \(old) new \(new)")
            #expect(editCount(edits) == old.count + new.count - 2 * lcsLength(old, new), "old \(old) new \(new)")
        }
    }

    @Test func whollyDifferentLargeInputsStayCorrect() async throws {
        let old = Array(0..<20_000)
        let new = Array(20_000..<40_000)
        let edits = try await offCooperativePool { LineDiff(old: old, new: new).edits() }
        #expect(replay(edits, old: old, new: new))
        #expect(editCount(edits) == 40_000)
    }

    @Test func largeInputsWithFewChangesGetShortestScripts() async throws {
        let old = Array(0..<50_000)
        var new = old
        new.remove(at: 10_000)
        new.insert(-1, at: 30_000)
        let changed = new
        let edits = try await offCooperativePool { LineDiff(old: old, new: changed).edits() }
        #expect(replay(edits, old: old, new: new))
        #expect(editCount(edits) == 2)
    }
}

/// A small deterministic random number generator, so failures can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
