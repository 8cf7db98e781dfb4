import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Repositories": a live method writes its query items as one array literal when
/// every item is sent on every request, and otherwise appends them one by one (an optional item only when
/// it has a value, an array item once per element), in spec order, then the page and page-size items; its
/// headers and form fields likewise, as one `HTTPHeaders` or `HTTPFormBody` literal or added one by one.
/// Expected texts are written from that section.
@Suite struct RequestItemsCodeTests {
    func repository(_ endpoint: String) throws -> String {
        let spec = """
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              items: { type: "[String]", default: [] }
            endpoints:
              load:
            \(endpoint)
            """
        return try #require(try generatedFiles(spec, module: "Shop")["ShopRepository.swift"])
    }

    @Test func itemsAlwaysSentAreOneArrayLiteral() throws {
        let code = try repository("""
                method: GET
                path: /items
                payload: { term: String, limit: Int }
                query: { q: payload.term, limit: payload.limit, sort: { value: name } }
                response: "[String]"
                store: items
            """)
        #expect(code.contains("""
                    let queryItems = [
                        HTTPQueryItem(name: "q", value: term),
                        HTTPQueryItem(name: "limit", value: String(limit)),
                        HTTPQueryItem(name: "sort", value: "name"),
                    ]
                    let request = HTTPRequest(method: .get, path: "/items", queryItems: queryItems)
            """), "\(code)")
        #expect(!code.contains("append"))
    }

    @Test func oneItemAlwaysSentIsALiteralOnOneLine() throws {
        let code = try repository("""
                method: GET
                path: /items
                payload: { term: String }
                query: { q: payload.term }
                response: "[String]"
                store: items
            """)
        #expect(code.contains("""
                    let queryItems = [HTTPQueryItem(name: "q", value: term)]
                    let request = HTTPRequest(method: .get, path: "/items", queryItems: queryItems)
            """), "\(code)")
    }

    @Test func anOptionalOrArrayItemBuildsTheQueryItemByItemInSpecOrder() throws {
        let code = try repository("""
                method: GET
                path: /items
                payload: { term: String, limit: Int?, tags: "[String]" }
                query: { q: payload.term, limit: payload.limit, tag: payload.tags }
                response: "[String]"
                store: items
            """)
        #expect(code.contains("""
                    var queryItems: [HTTPQueryItem] = []
                    queryItems.append(HTTPQueryItem(name: "q", value: term))
                    if let value = limit {
                        queryItems.append(HTTPQueryItem(name: "limit", value: String(value)))
                    }
                    for element in tags {
                        queryItems.append(HTTPQueryItem(name: "tag", value: element))
                    }
                    let request = HTTPRequest(method: .get, path: "/items", queryItems: queryItems)
            """), "\(code)")
    }

    @Test func noQueryDeclaresNoItems() throws {
        let code = try repository("""
                method: GET
                path: /items
                response: "[String]"
                store: items
            """)
        #expect(code.contains("let request = HTTPRequest(method: .get, path: \"/items\")\n"), "\(code)")
        #expect(!code.contains("queryItems"))
    }

    @Test func headersAlwaysSentAreOneLiteralAfterTheirTemplates() throws {
        let code = try repository("""
                method: GET
                path: /items
                payload: { token: String, trace: String }
                headers: { Authorization: { template: "Bearer {payload.token}" }, X-Trace: payload.trace }
                response: "[String]"
                store: items
            """)
        #expect(code.contains("""
                    let authorizationTemplate = "Bearer \\(token)"
                    let headers: HTTPHeaders = [
                        "Authorization": authorizationTemplate,
                        "X-Trace": trace,
                    ]
                    let request = HTTPRequest(method: .get, path: "/items", headers: headers)
            """), "\(code)")
    }

    @Test func oneHeaderAlwaysSentIsALiteralOnOneLine() throws {
        let code = try repository("""
                method: GET
                path: /items
                payload: { trace: String }
                headers: { X-Trace: payload.trace }
                response: "[String]"
                store: items
            """)
        #expect(code.contains("""
                    let headers: HTTPHeaders = ["X-Trace": trace]
                    let request = HTTPRequest(method: .get, path: "/items", headers: headers)
            """), "\(code)")
    }

    @Test func anOptionalHeaderAddsTheHeadersOneByOne() throws {
        let code = try repository("""
                method: GET
                path: /items
                payload: { trace: String, note: String? }
                headers: { X-Trace: payload.trace, X-Note: payload.note }
                response: "[String]"
                store: items
            """)
        #expect(code.contains("""
                    var headers = HTTPHeaders()
                    headers.add(name: "X-Trace", value: trace)
                    if let value = note {
                        headers.add(name: "X-Note", value: value)
                    }
                    let request = HTTPRequest(method: .get, path: "/items", headers: headers)
            """), "\(code)")
    }

    @Test func formFieldsAlwaysSentAreOneLiteral() throws {
        let code = try repository("""
                method: POST
                path: /charges
                payload: { amount: Int, text: String }
                body: { form: { amount: payload.amount, description: payload.text } }
            """)
        #expect(code.contains("""
                    let form: HTTPFormBody = [
                        "amount": String(amount),
                        "description": text,
                    ]
                    let request = HTTPRequest(method: .post, path: "/charges", form: form)
            """), "\(code)")
    }

    @Test func anOptionalFormFieldAddsTheFieldsOneByOne() throws {
        let code = try repository("""
                method: POST
                path: /charges
                payload: { amount: Int, note: String? }
                body: { form: { amount: payload.amount, note: payload.note } }
            """)
        #expect(code.contains("""
                    var form = HTTPFormBody()
                    form.add(name: "amount", value: String(amount))
                    if let value = note {
                        form.add(name: "note", value: value)
                    }
                    let request = HTTPRequest(method: .post, path: "/charges", form: form)
            """), "\(code)")
    }
}
