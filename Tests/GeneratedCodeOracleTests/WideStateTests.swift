import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures

/// A state of more fields than one generated function lists, written from docs/generated-code.md ("State",
/// "Large features") and the spec `Tests/Fixtures/Generated/WideState/wide-state.yaml`: fields `field001`
/// to `field103`, where field `i` is an `Int` defaulting to `i` when `i % 3 == 1`, a `String` defaulting to
/// `"value i"` when `i % 3 == 2`, and an optional `String` when `i % 3 == 0`. The generated state lists them
/// in groups of at most 100; these tests check that users see one list, in declaration order, and one JSON
/// object, whatever the groups.
struct WideStateTests {
    /// What field `index` (from 1) holds in a new state, from the spec's defaults.
    func defaultValue(ofField index: Int) -> AnyHashable? {
        switch index % 3 {
        case 1: AnyHashable(index)
        case 2: AnyHashable("value \(index)")
        default: nil
        }
    }

    func jsonObject(_ state: WideStateState) throws -> [String: Any] {
        let data = try JSONEncoder().encode(state)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func observedFieldsListsEveryFieldOnceInDeclarationOrder() throws {
        var state = WideStateState()
        // Optional fields on both sides of the first group's end, so that their places are checked too.
        state.field003 = "three"
        state.field099 = "ninety-nine"
        state.field102 = "one hundred two"
        let expectedOptionals: [Int: String] = [3: "three", 99: "ninety-nine", 102: "one hundred two"]

        let fields = WideStateState.observedFields
        #expect(fields.count == 103)
        for (position, field) in fields.enumerated() {
            let index = position + 1
            let value = state[keyPath: field.keyPath]
            switch index % 3 {
            case 1:
                #expect(value as? Int == index, "position \(position)")
            case 2:
                #expect(value as? String == "value \(index)", "position \(position)")
            default:
                #expect(value as? String? == .some(expectedOptionals[index]), "position \(position)")
            }
        }
    }

    @Test func changedFieldsAreReportedAtTheirPositionsInBothGroups() {
        let old = WideStateState()
        var new = old
        new.field002 = "changed"
        new.field100 = 0
        new.field101 = "changed"
        new.field103 = 0
        var positions: [Int] = []
        WideStateState.forEachChangedField(from: old, to: new) { positions.append($0) }
        #expect(positions == [1, 99, 100, 102])
    }

    @Test func everyFieldIsWrittenUnderItsNameAndANilOptionalIsLeftOut() throws {
        var state = WideStateState()
        state.field102 = "set"
        let object = try jsonObject(state)

        var expected: [String: AnyHashable] = [:]
        for index in 1...103 {
            if let value = defaultValue(ofField: index) {
                expected[String(format: "field%03d", index)] = value
            }
        }
        expected["field102"] = "set"
        #expect(object.count == expected.count)
        for (key, value) in expected {
            #expect(object[key] as? AnyHashable == value, "\(key)")
        }
        #expect(object["field099"] == nil)
    }

    @Test func theJSONFormReadsBackIntoAnEqualState() throws {
        var state = WideStateState()
        state.field001 = -1
        state.field099 = "ninety-nine"
        state.field101 = "one hundred one"
        state.field103 = 7
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(WideStateState.self, from: data) == state)
    }

    @Test func aMissingFieldOfTheSecondGroupFailsToDecodeAndAnAbsentOptionalIsNil() throws {
        var object = try jsonObject(WideStateState())
        object["field102"] = NSNull()
        let withNull = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(WideStateState.self, from: withNull).field102 == nil)

        object["field103"] = nil
        let withoutField103 = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(WideStateState.self, from: withoutField103)
        }
    }

    @Test @MainActor func anActionChangesAFieldOfTheSecondGroup() {
        let store = Store(initialState: WideStateState(), reducer: wideStateReducer)
        store.dispatch(.lastFieldIncremented)
        #expect(store.state.field103 == 104)
        #expect(store.state.field100 == 100)
    }

    /// docs/generated-code.md ("Reducer", "Persistence"): a feature without an environment whose state has
    /// persisted fields keeps `makeFStore(persistenceStore:initialState:middleware:)`, which restores each
    /// from its JSON under `"<Feature>.<field>"` and saves it when an action changes it.
    @Test @MainActor func theStoreOfAFeatureWithoutAnEnvironmentRestoresAndSavesItsPersistedField() {
        let storage = InMemoryPersistenceStore(["WideState.field103": Data("500".utf8)])
        let store = makeWideStateStore(persistenceStore: storage)
        #expect(store.state.field103 == 500)

        store.dispatch(.lastFieldIncremented)

        #expect(storage.contents["WideState.field103"] == Data("501".utf8))
        #expect(makeWideStateStore(persistenceStore: storage).state.field103 == 501)
    }
}
