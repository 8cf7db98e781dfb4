import ReduxRuntime
import Testing

/// `upsert(_:matching:)` and `upsert(contentsOf:matching:)` as docs/runtime.md describes them: an element
/// replaces the first one with its key, or is appended when none has it.
@Suite struct ArrayUpsertTests {
    struct Issue: Equatable {
        var number: Int
        var title: String
    }

    @Test func anElementWithAStoredKeyReplacesTheFirstWithThatKey() {
        var issues = [Issue(number: 1, title: "a"), Issue(number: 2, title: "b"), Issue(number: 2, title: "c")]
        issues.upsert(Issue(number: 2, title: "new"), matching: \.number)
        #expect(issues == [Issue(number: 1, title: "a"), Issue(number: 2, title: "new"), Issue(number: 2, title: "c")])
    }

    @Test func anElementWithANewKeyIsAppended() {
        var issues = [Issue(number: 1, title: "a")]
        issues.upsert(Issue(number: 3, title: "c"), matching: \.number)
        #expect(issues == [Issue(number: 1, title: "a"), Issue(number: 3, title: "c")])
    }

    @Test func eachElementOfASequenceIsUpsertedInOrder() {
        var issues = [Issue(number: 1, title: "a"), Issue(number: 2, title: "b")]
        issues.upsert(
            contentsOf: [Issue(number: 2, title: "B"), Issue(number: 4, title: "d"), Issue(number: 4, title: "D")],
            matching: \.number
        )
        #expect(issues == [Issue(number: 1, title: "a"), Issue(number: 2, title: "B"), Issue(number: 4, title: "D")])
    }
}
