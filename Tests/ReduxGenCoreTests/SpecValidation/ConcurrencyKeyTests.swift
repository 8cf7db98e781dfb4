import Testing
@testable import ReduxGenCore

/// `concurrency: { policy: latest, key: payload.id }` as docs/spec.md describes it: the policy applies per
/// value of a payload field, which must exist and be a string, number, Bool, UUID or enum; keys work with
/// `latest` and `queue` on endpoints without pages.
@Suite struct ConcurrencyKeyTests {
    static func spec(endpoint: String) -> String {
        """
        feature: Likes
        api:
          baseURL: http://localhost:8080
        models:
          Item: { fields: { id: Int } }
        endpoints:
          like:
            method: PUT
            path: /items/{id}/like
            payload: { id: Int, item: Item }
            params: { id: payload.id }
            body: { fields: { item: payload.item } }
        \(endpoint)
        """
    }

    /// "line:column: message" of every diagnostic.
    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
    }

    @Test func aKeyedPolicyDecodesWithItsPayloadField() throws {
        let (spec, diagnostics) = readSpec(Self.spec(endpoint: "    concurrency: { policy: latest, key: payload.id }"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoint = try #require(spec?.endpoints.first)
        #expect(endpoint.concurrency == .latest)
        guard case .payload(let reference)? = endpoint.concurrencyKey else {
            Issue.record("expected the key payload.id, found \(String(describing: endpoint.concurrencyKey))")
            return
        }
        #expect(reference.name == "id")
        #expect(endpoint.keepsEveryResponse)
        #expect(endpoint.generatedStatePropertyNames == ["like"], "one request state, which keeps the failures")
    }

    @Test func anUnknownPayloadFieldIsLocatedWithASuggestion() {
        let (_, diagnostics) = readSpec(Self.spec(endpoint: "    concurrency: { policy: latest, key: payload.idd }"))
        let lines = Self.located(diagnostics)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("13:49: the concurrency key of endpoint 'like' names no payload field 'idd'") == true, "\(lines)")
        #expect(lines.first?.contains("'id'") == true, "the message suggests 'id': \(lines)")
    }

    @Test func aModelKeyAStateKeyAndDropWhileInFlightAreErrors() {
        let model = Self.located(readSpec(Self.spec(endpoint: "    concurrency: { policy: queue, key: payload.item }")).diagnostics)
        #expect(model == ["13:48: the concurrency key of endpoint 'like' is 'Item'; it must be a string, number, Bool, UUID or enum"])

        let state = Self.located(readSpec(Self.spec(endpoint: "    concurrency: { policy: latest, key: state.id }")).diagnostics)
        #expect(state.count == 1)
        #expect(state.first?.hasPrefix("13:47: the concurrency key of endpoint 'like' must be a payload field, like payload.id") == true, "\(state)")

        let drop = Self.located(readSpec(Self.spec(endpoint: "    concurrency: { policy: dropWhileInFlight, key: payload.id }")).diagnostics)
        #expect(drop.count == 1)
        #expect(drop.first?.hasPrefix("13:60: the concurrency key of endpoint 'like' works with 'latest' and 'queue', not 'dropWhileInFlight'") == true, "\(drop)")
    }

    @Test func aMissingPolicyAndAnUnknownKeyAreLocated() {
        let missing = Self.located(readSpec(Self.spec(endpoint: "    concurrency: { key: payload.id }")).diagnostics)
        #expect(missing == ["13:18: missing key 'policy' in 'concurrency' of endpoint 'like'"])

        let unknown = Self.located(readSpec(Self.spec(endpoint: "    concurrency: { policy: latest, keys: payload.id }")).diagnostics)
        #expect(unknown.count == 1)
        #expect(unknown.first?.hasPrefix("13:36: unknown key 'keys' in 'concurrency' of endpoint 'like'") == true, "\(unknown)")
        #expect(unknown.first?.contains("'key'") == true, "the message suggests 'key': \(unknown)")
    }
}
