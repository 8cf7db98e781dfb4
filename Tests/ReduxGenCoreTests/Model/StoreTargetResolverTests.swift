import Testing
@testable import ReduxGenCore

/// Each `store:` target resolves to the field it stores into, the value read from the response and what is
/// done with it, which depends on whether the value is one element or an array of them.
@Suite struct StoreTargetResolverTests {
    static func feature(store: String, response: String = "Item") throws -> ResolvedFeature {
        try resolve("""
            feature: Shelf
            api: { baseURL: "http://localhost" }
            models:
              Item: { fields: { id: Int, name: String } }
              Page: { fields: { items: "[Item]", total: Int } }
            state:
              items: { type: "[Item]", default: [] }
              total: { type: Int, default: 0 }
            endpoints:
              load:
                method: GET
                path: /items
                response: \(response)
                store: \(store)
            """)
    }

    @Test func oneElementOrAnArrayOfThemIsUpsertedByItsKey() throws {
        #expect(try Self.feature(store: "{ upsert: items, by: id }").endpoints[0].storeTargets == [
            ResolvedStoreTarget(field: "items", value: "response", operation: .upsert(key: "id"))
        ])
        #expect(try Self.feature(store: "{ upsert: items, by: id, path: items }", response: "Page").endpoints[0].storeTargets == [
            ResolvedStoreTarget(field: "items", value: "response.items", operation: .upsertEach(key: "id"))
        ])
    }

    @Test func removalMatchesAnElementsKeyOrTheKeyItself() throws {
        #expect(try Self.feature(store: "{ removeFrom: items, by: id }").endpoints[0].storeTargets == [
            ResolvedStoreTarget(field: "items", value: "response", operation: .removeElement(key: "id"))
        ])
        #expect(try Self.feature(store: "{ removeFrom: items, by: id }", response: "Int").endpoints[0].storeTargets == [
            ResolvedStoreTarget(field: "items", value: "response", operation: .removeKey(key: "id"))
        ])
    }

    @Test func targetsAreAppliedInTheOrderWritten() throws {
        let feature = try Self.feature(store: "[ { into: total, path: total }, { append: items, path: items } ]", response: "Page")
        #expect(feature.endpoints[0].storeTargets == [
            ResolvedStoreTarget(field: "total", value: "response.total", operation: .replace),
            ResolvedStoreTarget(field: "items", value: "response.items", operation: .appendContents),
        ])
    }
}
