import Testing
@testable import ReduxGenCore

/// The built-in `_request` writes each path parameter's, query item's and header's text sent with
/// `_textValue`, from the same data a live-request test's run-time texts come from: a value in the
/// conversion of its type, a date's marked `try`, a literal string and the page size as they are.
@Suite struct RequestItemRenderingTests {
    static let spec = """
        feature: Shop
        api: { baseURL: "http://localhost" }
        models:
          Kind: { enum: String, cases: [new, old] }
          Item: { fields: { id: Int } }
        state:
          items: { type: "[Item]", default: [] }
          since: { type: Date?, default: null }
          kinds: { type: "[Kind]", default: [] }
          shop: { type: UUID, default: "5F1A0C2E-0000-4000-8000-000000000001" }
        endpoints:
          load:
            method: GET
            path: /shops/{shop}/items
            params: { shop: state.shop }
            query: { since: state.since, kind: state.kinds, sort: { value: "new \\"first\\"" } }
            response: "[Item]"
            store: items
            pagination: { style: page, pageParam: page, sizeParam: per_page, pageSize: 20, nextPageAction: more }
        """

    @Test func eachItemsTextIsItsValueInTheConversionOfItsType() throws {
        let feature = try resolve(Self.spec)
        let repository = try TemplateRenderer().render(templateNamed: "Repository", context: FeatureContext.make(feature))
        let lines = repository.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"let path = try HTTPPath.expand("/shops/{shop}/items", parameters: ["shop": shop.uuidString])"#))
        #expect(lines.contains(#"queryItems.append(HTTPQueryItem(name: "since", value: try client.coding.text(of: value)))"#))
        #expect(lines.contains(#"queryItems.append(HTTPQueryItem(name: "kind", value: element.rawValue))"#))
        #expect(lines.contains(#"queryItems.append(HTTPQueryItem(name: "sort", value: "new \"first\""))"#))
        #expect(lines.contains(#"queryItems.append(HTTPQueryItem(name: "page", value: String(page)))"#))
        #expect(lines.contains(#"queryItems.append(HTTPQueryItem(name: "per_page", value: String(ShopState.loadPageSize)))"#))
    }

    @Test func itemsCarryTheValueReadAndItsConversionAsData() throws {
        let request = try resolve(Self.spec).endpoints[0].request
        let since = try #require(request.queryItems.first { $0.name == "since" })
        #expect(since.text == ResolvedValueText(value: ResolvedRunTimeValue(base: .local("value")), conversion: .dateText))
        let shop = try #require(request.pathParameters.first)
        #expect(shop.value == nil)
        #expect(shop.text.value.base == .local("shop"))
        #expect(shop.text.conversion == .uuidString)
    }
}
