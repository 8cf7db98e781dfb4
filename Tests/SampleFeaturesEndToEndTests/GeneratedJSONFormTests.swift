import Foundation
import ReduxRuntime
import SampleFeatures
import Testing

/// The JSON form of generated state and actions, as docs/generated-code.md ("JSON form") describes it: an
/// action is an object with its case name as the only key, holding its associated values by label (`_0`,
/// `_1` for unlabelled ones); state is an object of its fields. Expected JSON is written from the docs.
struct GeneratedJSONFormTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func actionsWithoutPayloadAreTheirCaseName() throws {
        #expect(try json(CounterAction.incrementTapped) == #"{"incrementTapped":{}}"#)
        #expect(try decode(CounterAction.self, #"{"resetTapped":{}}"#) == .resetTapped)
    }

    @Test func payloadValuesAreKeyedByTheirLabels() throws {
        #expect(try json(RepoSearchAction.queryChanged(query: "swift")) == #"{"queryChanged":{"query":"swift"}}"#)
        #expect(try decode(RepoSearchAction.self, #"{"queryChanged":{"query":"kotlin"}}"#) == .queryChanged(query: "kotlin"))
    }

    @Test func outcomeActionsHoldTheOutcomeKeyedByItsCase() throws {
        let failed = RepoSearchAction.searchRepositoriesResponse(.failed(RequestID(3), .httpStatus(503, body: nil)))
        #expect(try json(failed) == #"{"searchRepositoriesResponse":{"_0":{"failed":{"_0":3,"_1":{"httpStatus":{"_0":503}}}}}}"#)
        #expect(try decode(RepoSearchAction.self, #"{"searchRepositoriesResponse":{"_0":{"succeeded":{"_0":2,"_1":[]}}}}"#)
            == .searchRepositoriesResponse(.succeeded(RequestID(2), [])))
        #expect(try json(PetsAction.deletePetResponse(.succeeded(RequestID(4)))) == #"{"deletePetResponse":{"_0":{"succeeded":{"_0":4,"_1":{}}}}}"#)
        #expect(try json(PetsAction.deletePetResponse(.cancelled(RequestID(5)))) == #"{"deletePetResponse":{"_0":{"cancelled":{"_0":5}}}}"#)
    }

    @Test func optionalPayloadValuesThatAreNilAreLeftOut() throws {
        let action = PetstoreAction.listPets(
            limit: 5, habitat: nil, feeds: nil, myRequestUUID: nil, sortId: nil, sortName: nil,
            filterName: "cats", filterState: nil, since: nil
        )
        #expect(try json(action) == #"{"listPets":{"filterName":"cats","limit":5}}"#)
        #expect(try decode(PetstoreAction.self, #"{"listPets":{"filterName":"cats","limit":5}}"#) == action)
        #expect(try decode(PetstoreAction.self, #"{"listPets":{"filterName":"cats","limit":5,"sortId":null}}"#) == action)
    }

    @Test func aMissingRequiredPayloadValueIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try decode(PetstoreAction.self, #"{"listPets":{"limit":5}}"#)
        }
    }

    @Test func anObjectMustNameExactlyOneAction() {
        // No member names an action, two do, or the object is empty: the synthesized form's type mismatch.
        for text in [#"{"bogus":{}}"#, #"{"incrementTapped":{},"resetTapped":{}}"#, "{}"] {
            #expect {
                try decode(CounterAction.self, text)
            } throws: { error in
                guard case DecodingError.typeMismatch(let type, _) = error else { return false }
                return type == CounterAction.self
            }
        }
    }

    @Test func membersThatNameNoActionAreIgnored() throws {
        #expect(try decode(CounterAction.self, #"{"incrementTapped":{},"bogus":{}}"#) == .incrementTapped)
    }

    @Test func appActionsWrapTheFeatureAction() throws {
        #expect(try json(AppAction.counter(.incrementTapped)) == #"{"counter":{"_0":{"incrementTapped":{}}}}"#)
        #expect(try decode(AppAction.self, #"{"repoSearch":{"_0":{"clearQuery":{}}}}"#) == .repoSearch(.clearQuery))
    }

    @Test func stateIsAnObjectOfItsFields() throws {
        #expect(try json(CounterState()) == #"{"count":0}"#)
        // An endpoint's request state is one member, by the endpoint's name.
        #expect(try json(RepoSearchState()) == """
            {"query":"","results":[],\
            "searchRepositories":{"firstPage":1,"nextRequestID":1,\
            "page":{"isLoadingNextPage":false,"nextPage":1,"reachedEnd":false},\
            "status":{"idle":{}}}}
            """)
        #expect(try json(PetsState()).contains(#""deletePet":{"failures":[],"nextRequestID":1,"status":{"idle":{}}}"#))
    }

    @Test func anOptionalStateFieldThatIsNilIsLeftOutAndReadBackAsNil() throws {
        var state = ArchiveState()
        let withoutCategory = try json(state)
        #expect(withoutCategory.hasPrefix(#"{"addFavorite":{"failures":[],"#))
        #expect(!withoutCategory.contains("category"), "a nil optional field is left out")
        #expect(try decode(ArchiveState.self, withoutCategory) == state)

        state.category = .news
        let withCategory = try json(state)
        #expect(withCategory.contains(#""category":"news""#))
        #expect(try decode(ArchiveState.self, withCategory) == state)

        let withNull = withoutCategory.replacingOccurrences(of: #"{"addFavorite":"#, with: #"{"category":null,"addFavorite":"#)
        #expect(withNull != withoutCategory)
        #expect(try decode(ArchiveState.self, withNull).category == nil, "null reads as nil too")
    }

    @Test func aMissingStateFieldIsADecodingErrorAndOtherMembersAreIgnored() throws {
        #expect(throws: DecodingError.self) { try decode(CounterState.self, "{}") }
        #expect(try decode(CounterState.self, #"{"count":3,"other":true}"#).count == 3)
    }

    @Test func appStateHasOneMemberPerFeatureAndRoundTrips() throws {
        var state = AppState()
        state.counter.count = 4
        state.repoSearch.query = "swift"
        state.repoSearch.searchRepositories.status = .loading(RequestID(1))
        let text = try json(state)
        #expect(text.contains(#""counter":{"count":4}"#))
        #expect(text.contains(#""status":{"loading":{"_0":1}}"#))
        #expect(try decode(AppState.self, text) == state)
    }
}
