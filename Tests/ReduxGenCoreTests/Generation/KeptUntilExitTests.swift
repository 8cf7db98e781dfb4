import Testing
@testable import ReduxGenCore

/// docs/performance.md: the command-line tool keeps each feature's template context and model until it
/// exits instead of freeing them; a library caller's generator frees them as usual.
@Suite struct KeptUntilExitTests {
    private final class Tracked: Sendable {}

    @Test func aKeptValueOutlivesItsLastReference() {
        weak var kept: Tracked?
        weak var notKept: Tracked?
        do {
            let first = Tracked()
            let second = Tracked()
            kept = first
            notKept = second
            KeptUntilExit.keep(first)
        }
        #expect(kept != nil)
        #expect(notKept == nil)
    }

    @Test func keepingTheIntermediatesChangesNoFile() throws {
        let text = "feature: Counter\nstate:\n  count: { type: Int, default: 0 }\nactions:\n  increment: { reduce: [ { increment: count, by: 1 } ] }\n"
        let spec = try #require(readSpec(text, file: "specs/counter.yaml").spec)
        let freeing = Generator(options: GenerationOptions(testModule: "App"))
        var keeping = freeing
        keeping.keepsIntermediatesUntilExit = true
        #expect(!freeing.keepsIntermediatesUntilExit)
        let files = try keeping.generate([spec])
        #expect(!files.isEmpty)
        #expect(files == (try freeing.generate([spec])))
    }
}
