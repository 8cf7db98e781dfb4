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

    /// A path parameter that needs percent-encoding, a query array, a literal query item, a template header
    /// and a header the endpoint sets in place of the API's.
    static let weatherSpec = """
        feature: Weather
        api: { baseURL: "http://localhost", headers: { Accept: application/json, X-Client: app } }
        state:
          region: { type: String, default: "São Paulo/West" }
          cities: { type: "[String]", default: [Tokyo, Oslo] }
          token: { type: String, default: abc }
        endpoints:
          forecast:
            method: GET
            path: /regions/{region}/forecast
            params: { region: state.region }
            query: { city: state.cities, units: { value: metric } }
            headers: { Authorization: { template: "Bearer {state.token}" }, accept: { value: text/plain } }
            response: none
        """

    func endpoint(_ name: String, in spec: String = Self.spec) throws -> ResolvedEndpoint {
        try #require(try resolve(spec).endpoints.first { $0.name == name })
    }

    @Test func pathHasItsParametersFilledInAndEncoded() throws {
        #expect(try endpoint("save").expectedRequest.pathPieces == [.text("/items/b/sizes/large")])
        #expect(RequestValues.percentEncoded("a/b c~") == "a%2Fb%20c~")
        // As `HTTPPath.segment` sends them (docs/generated-code.md, "Repository"): one segment, never a dot segment.
        #expect(RequestValues.percentEncoded("..") == "%2E%2E")
        #expect(RequestValues.percentEncoded(".") == "%2E")
    }

    /// docs/generated-code.md ("Tests"): a state field is passed at its default, or at its second sample
    /// (`2` for an `Int?`) where the default is `nil`.
    @Test func queryItemsHaveTheSpecValuesAndASampleForANilDefault() throws {
        #expect(try endpoint("save").expectedRequest.queryItems == [
            .init(name: "q", value: .text("red shoes")),
            .init(name: "page", value: .text("2")),
            .init(name: "source", value: .text("app")),
        ])
    }

    /// docs/generated-code.md ("Tests"): an empty default is no test of what is sent, so an empty `String`
    /// is passed as `"b"`, an empty array as one element, `["b"]`, and a `nil` as `"b"`; the repository
    /// call passes them too.
    @Test func anEmptyStateDefaultIsPassedAsTheSecondSample() throws {
        let spec = """
            feature: Finder
            api: { baseURL: "http://localhost" }
            state:
              query: { type: String, default: "" }
              tags: "[String]"
              note: String?
            endpoints:
              find:
                method: GET
                path: /find
                query: { q: state.query, tag: state.tags }
                headers: { X-Query: state.query, X-Note: state.note }
                response: none
            """
        let find = try endpoint("find", in: spec)
        #expect(find.expectedRequest.queryItems == [
            .init(name: "q", value: .text("b")),
            .init(name: "tag", value: .text("b")),
        ])
        #expect(find.expectedRequest.headers == [
            .init(name: "X-Query", value: .text("b")),
            .init(name: "X-Note", value: .text("b")),
        ])
        #expect(try find.parameters.map { try written($0.expectedValue) } == ["\"b\"", "[\"b\"]", "\"b\""])
    }

    @Test func headersHaveTheirValuesAndTheContentTypeOfABody() throws {
        #expect(try endpoint("save").expectedRequest.headers == [
            // The endpoint's, then the client's default headers (the API's), then the body's content type.
            .init(name: "X-Size", value: .text("large")),
            .init(name: "Accept", value: .text("application/json")),
            .init(name: "Content-Type", value: .text("application/json")),
        ])
    }

    @Test func bodiesAreTheJSONOfTheirValuesWithTheSpecKeys() throws {
        #expect(try endpoint("save").expectedRequest.bodyJSON == [
            "{", "  \"item_id\": 2,", "  \"size\": \"large\",", "  \"note\": \"b\"", "}",
        ])
        #expect(try endpoint("tag").expectedRequest.bodyJSON == [
            "{", "  \"label\": \"b\",", "  \"from_user\": \"red shoes\"", "}",
        ])
    }

    /// Written by hand from docs/spec.md: a path value is percent-encoded as one segment, an array query item
    /// sends one item per element, a template is its text around the value, the API's headers come after the
    /// endpoint's unless it sets them itself (whatever their case), and a request without a body has no
    /// `Content-Type`.
    @Test func expectedRequestOfAnEndpointWithAPathParameterAQueryArrayAndHeaders() throws {
        let expected = ResolvedExpectedRequest(
            pathPieces: [.text("/regions/S%C3%A3o%20Paulo%2FWest/forecast")],
            queryItems: [
                .init(name: "city", value: .text("Tokyo")),
                .init(name: "city", value: .text("Oslo")),
                .init(name: "units", value: .text("metric")),
            ],
            headers: [
                .init(name: "Authorization", value: .text("Bearer abc")),
                .init(name: "accept", value: .text("text/plain")),
                .init(name: "X-Client", value: .text("app")),
            ],
            bodyJSON: nil
        )
        #expect(try endpoint("forecast", in: Self.weatherSpec).expectedRequest == expected)
    }
}
