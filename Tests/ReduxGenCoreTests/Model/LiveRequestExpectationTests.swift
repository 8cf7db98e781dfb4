import Testing
@testable import ReduxGenCore

/// The live-request test expects the request the spec describes for the inputs it passes.
@Suite struct LiveRequestExpectationTests {
    static let spec = """
        feature: Shop
        api: { baseURL: "http://localhost", headers: { Accept: application/json }, json: { keys: snake_case } }
        models:
          Size: { enum: String, cases: [small, large] }
          Item: { fields: { itemID: Int, size: Size, note: String? } }
        state:
          keyword: { type: String, default: "red shoes" }
          page: { type: Int?, default: null }
        endpoints:
          save:
            method: PUT
            path: /items/{name}/sizes/{size}
            payload: { name: String, size: Size, item: Item }
            params: { name: payload.name, size: payload.size }
            query: { q: state.keyword, page: state.page, source: { value: app } }
            headers: { X-Size: payload.size }
            body: { from: payload.item }
            response: none
          tag:
            method: POST
            path: /tags
            payload: { label: String }
            body: { fields: { label: payload.label, fromUser: state.keyword } }
            response: none
        """

    func endpoint(_ name: String) throws -> ResolvedEndpoint {
        try #require(try resolve(Self.spec).endpoints.first { $0.name == name })
    }

    @Test func pathHasItsParametersFilledInAndEncoded() throws {
        #expect(try endpoint("save").expectedPath == "\"/items/b/sizes/large\"")
        #expect(RequestValues.percentEncoded("a/b c~") == "a%2Fb%20c~")
    }

    @Test func queryItemsHaveTheSpecValuesAndLeaveOutNil() throws {
        #expect(try endpoint("save").expectedQueryItems == [
            "HTTPQueryItem(name: \"q\", value: \"red shoes\")",
            "HTTPQueryItem(name: \"source\", value: \"app\")",
        ])
    }

    @Test func headersHaveTheirValuesAndTheContentTypeOfABody() throws {
        #expect(try endpoint("save").expectedHeaders == [
            // The endpoint's, then the client's default headers (the API's), then the body's content type.
            "\"X-Size\": \"large\"", "\"Accept\": \"application/json\"", "\"Content-Type\": \"application/json\"",
        ])
    }

    @Test func bodiesAreTheJSONOfTheirValuesWithTheSpecKeys() throws {
        #expect(try endpoint("save").expectedBodyJSON == [
            "{", "  \"item_id\": 2,", "  \"size\": \"large\",", "  \"note\": \"b\"", "}",
        ])
        #expect(try endpoint("tag").expectedBodyJSON == [
            "{", "  \"label\": \"b\",", "  \"from_user\": \"red shoes\"", "}",
        ])
    }
}
