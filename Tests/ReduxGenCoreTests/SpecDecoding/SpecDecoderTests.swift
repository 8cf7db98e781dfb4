import Testing
@testable import ReduxGenCore

@Suite struct SpecDecoderTests {
    @Test func decodesEveryConstruct() throws {
        let (spec, diagnostics) = readSpec("""
        feature: RepoSearch
        api:
          baseURL: http://localhost:8080
          headers: { Accept: application/json }
          json: { keys: snake_case, dates: secondsSince1970 }
        models:
          Repository:
            fields:
              id: Int
              summary: { type: String?, key: description }
          Level:
            enum: Int
            cases: { low: 1, high: 5 }
        state:
          query: String
          page: { type: Int, default: 2, persist: true }
          repos: "[Repository]"
        actions:
          queryChanged:
            payload: { query: String, owner: String }
            reduce:
              - set: query
                from: query
              - increment: page
                by: 3
        endpoints:
          search:
            method: GET
            path: /repositories/{owner}
            payload: { owner: String }
            params: { owner: payload.owner }
            query: { q: state.query, sort: { value: stars } }
            response: "[Repository]"
            store: { into: repos }
            triggers: [queryChanged]
            concurrency: dropWhileInFlight
            debounce: 0.3s
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let decoded = try #require(spec)
        #expect(decoded.name == "RepoSearch")
        #expect(decoded.api?.keyStrategy == .snakeCase)
        #expect(decoded.api?.dateStrategy == .secondsSince1970)
        #expect(decoded.api?.headers == [HeaderSpec(name: "Accept", value: "application/json", location: .init(file: "test.yaml", line: 4, column: 14))])
        #expect(decoded.models[0].fields[1].explicitKey == "description")
        #expect(decoded.models[0].fields[1].type == .optional(.string))
        #expect(decoded.models[1].enumeration?.cases.map(\.rawValue) == [.int(1), .int(5)])
        #expect(decoded.state.map(\.defaultValue) == [.string(""), .int(2), .array([])])
        #expect(decoded.state[1].persist)
        #expect(decoded.actions[0].reduce.map(\.operationName) == ["set", "increment"])
        #expect(decoded.actions[0].reduce[1].operation == .increment(by: .int(3)))
        let endpoint = decoded.endpoints[0]
        #expect(endpoint.concurrency == .dropWhileInFlight)
        #expect(endpoint.debounceMilliseconds == 300)
        #expect(endpoint.query.map(\.name) == ["q", "sort"])
        #expect(endpoint.query[1].source == .literal("stars", at: .init(file: "test.yaml", line: 32, column: 45)))
        #expect(endpoint.response.type == .array(.named("Repository")))
        #expect(endpoint.generatedActionNames == ["search", "searchResponse", "searchSucceeded", "searchFailed", "searchCancelled"])
    }

    @Test func stringEnumCasesDefaultToTheirNames() throws {
        let spec = try #require(readSpec("""
        feature: F
        models:
          Category: { enum: String, cases: [news, in_progress] }
        """).spec)
        #expect(spec.models[0].enumeration?.cases.map(\.rawValue) == [.string("news"), .string("in_progress")])
        #expect(spec.models[0].enumeration?.cases.map(\.swiftName) == ["news", "inProgress"])
    }

    /// Models, fields, state fields and endpoints store their Swift name, converted when the name is set:
    /// a name changed after decoding must change the Swift name with it.
    @Test func swiftNamesFollowTheirNameWhenItIsSetAgain() throws {
        var spec = try #require(readSpec("""
        feature: F
        api: { baseURL: "https://example.com" }
        models:
          repo_item: { fields: { full_name: String } }
        state:
          first_items: "[repo_item]"
        endpoints:
          load_items: { method: GET, path: /items, response: "[repo_item]", store: { into: first_items } }
        """).spec)
        #expect(spec.models[0].swiftName == "RepoItem")
        #expect(spec.models[0].fields.map(\.swiftName) == ["fullName"])
        #expect(spec.state[0].swiftName == "firstItems")
        #expect(spec.endpoints[0].swiftName == "loadItems")
        spec.models[0].name = "other_item"
        var field = try #require(spec.models[0].fields.first)
        field.name = "display_name"
        spec.state[0].name = "second_items"
        spec.endpoints[0].name = "fetch_items"
        #expect(spec.models[0].swiftName == "OtherItem")
        #expect(field.swiftName == "displayName")
        #expect(spec.state[0].swiftName == "secondItems")
        #expect(spec.endpoints[0].swiftName == "fetchItems")
    }

    @Test func scalarsAreTypedByTheSchemaNotYAML11() throws {
        let spec = try #require(readSpec("""
        feature: F
        state:
          answer: { type: String, default: no }
        """).spec)
        #expect(spec.state[0].defaultValue == .string("no"))
    }

    @Test func unknownKeysSuggestTheNearestKey() {
        #expect(diagnosticLines("""
        feature: F
        stat: {}
        actions: { tapped: {} }
        """) == ["test.yaml:2:1: error: unknown key 'stat' in the spec; did you mean 'state'?"])
    }

    @Test func boolAcceptsOnlyTrueAndFalse() {
        #expect(diagnosticLines("""
        feature: F
        state:
          a: { type: Int, persist: yes }
        actions: { tapped: {} }
        """) == [
            "test.yaml:3:28: error: expected true or false for 'persist' of state field 'a', found 'yes'",
            "test.yaml:3:28: note: reduxgen reads Bool values as exactly 'true' or 'false' (unquoted)",
        ])
    }

    @Test func durationsNeedAUnit() {
        let lines = diagnosticLines("""
        feature: F
        api: { baseURL: http://localhost:8080 }
        endpoints:
          load: { method: GET, path: /x, debounce: 300 }
        """)
        #expect(lines == ["test.yaml:4:44: error: invalid duration '300' for 'debounce' of endpoint 'load'; expected milliseconds or seconds up to one minute, like 300ms or 0.3s"])
    }

    @Test func anEmptyDocumentIsOneError() {
        #expect(diagnosticLines("~") == ["test.yaml:1:1: error: the spec is empty; it needs at least a 'feature:' name"])
    }
}

@Suite struct QuotingTests {
    @Test func quotedTextStaysOnOneLineAndShort() {
        #expect(quoted("query") == "'query'")
        #expect(quoted("a\nb\tc") == "'a\\nb\\tc'")
        #expect(quoted(String(repeating: "x", count: 41)) == "'" + String(repeating: "x", count: 40) + "…'")
        #expect(quoted(String(repeating: "x", count: 40)) == "'" + String(repeating: "x", count: 40) + "'")
        #expect(quoted("a\u{7F}") == "'a\\u{7F}'")
        #expect(quoted(String(repeating: "é", count: 41)) == "'" + String(repeating: "é", count: 40) + "…'")
    }

    @Test func aKeyWithALineBreakIsReportedOnOneLine() {
        let lines = diagnosticLines("feature: F\n\"sta\\nte\": {}\nactions: { tapped: {} }\n")
        #expect(lines == ["test.yaml:2:1: error: unknown key 'sta\\nte' in the spec; did you mean 'state'?"])
    }
}
