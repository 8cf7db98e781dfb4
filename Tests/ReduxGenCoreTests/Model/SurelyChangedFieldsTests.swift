import Testing

@testable import ReduxGenCore

/// The persistence check of a generated test dispatches an action that surely changes the persisted field
/// (docs/generated-code.md, "Tests"): steps that may undo each other do not count.
struct SurelyChangedFieldsTests {
    static let spec = """
        feature: Prefs
        state:
          on: { type: Bool, default: false, persist: true }
          count: { type: Int, default: 0, persist: true }
          tags: { type: "[String]", default: [], persist: true }
        actions:
          flippedTwice:
            reduce: [ { toggle: on }, { toggle: on } ]
          flippedOnce:
            reduce: [ { toggle: on } ]
          balanced:
            reduce: [ { increment: count, by: 2 }, { decrement: count, by: 2 } ]
          netOne:
            reduce: [ { increment: count }, { increment: count }, { decrement: count } ]
          appendedTwice:
            reduce: [ { append: tags, value: a }, { append: tags, value: [b, c] } ]
          appendedNothing:
            reduce: [ { append: tags, value: [] } ]
        """

    @Test func stepsThatMayUndoEachOtherDoNotSurelyChangeAField() throws {
        let actions = try resolve(Self.spec).actions
        let changed = Dictionary(uniqueKeysWithValues: actions.map { ($0.name, $0.surelyChangedFields) })
        #expect(changed["flippedTwice"] == [])
        #expect(changed["flippedOnce"] == ["on"])
        #expect(changed["balanced"] == [])
        #expect(changed["netOne"] == ["count"])
        #expect(changed["appendedTwice"] == ["tags"])
        #expect(changed["appendedNothing"] == [], "an empty list appends no element")
    }
}
