import Testing
@testable import ReduxGenCore

/// docs/templates.md, "Feature context" and "App context": keys whose values are worked out from the spec,
/// with expected values written from the docs.
@Suite struct FeatureContextTests {
    private func keys(_ text: String, access: AccessLevel = .internal) throws -> TemplateDictionary {
        guard case .dictionary(let keys) = FeatureContext.make(try resolve(text, access: access)) else {
            Issue.record("the feature context is not a dictionary")
            return [:]
        }
        return keys
    }

    private func strings(_ value: TemplateValue?) -> [String]? {
        guard case .array(let items)? = value else { return nil }
        return items.compactMap { item in
            guard case .string(let text) = item else { return nil }
            return text
        }
    }

    /// The value at `path` (`start.wait`, as templates write it) in each element of the array `value`.
    private func values(of path: String, in value: TemplateValue?) -> [TemplateValue?] {
        guard case .array(let items)? = value else { return [] }
        return items.map { item in
            path.split(separator: ".").reduce(item) { value, key in
                guard case .dictionary(let keys)? = value else { return nil }
                return keys[String(key)]
            }
        }
    }

    @Test func aFeatureWithoutFoundationTypesImportsOnlyReduxRuntime() throws {
        let keys = try keys("""
            feature: Counter
            state:
              count: { type: Int, default: 0 }
            actions:
              incrementTapped: { reduce: [{ increment: count }] }
            """)
        #expect(strings(keys["imports"]) == ["ReduxRuntime"])
        #expect(strings(keys["modelImports"]) == [])
    }

    @Test func aDateInTheStateImportsFoundationFirst() throws {
        let keys = try keys("""
            feature: Diary
            state:
              lastOpened: { type: "Date?" }
            actions:
              cleared: { reduce: [{ reset: lastOpened }] }
            """)
        #expect(strings(keys["imports"]) == ["Foundation", "ReduxRuntime"])
    }

    @Test func modelsImportFoundationForAURLAndReduxRuntimeForJSON() throws {
        let withURL = try keys("""
            feature: Links
            models:
              Link: { fields: { id: Int, target: URL } }
            state:
              links: { type: "[Link]", default: [] }
            actions:
              cleared: { reduce: [{ reset: links }] }
            """)
        #expect(strings(withURL["modelImports"]) == ["Foundation"])
        let withJSON = try keys("""
            feature: Documents
            models:
              Document: { fields: { id: Int, body: JSON } }
            state:
              documents: { type: "[Document]", default: [] }
            actions:
              cleared: { reduce: [{ reset: documents }] }
            """)
        #expect(strings(withJSON["modelImports"]) == ["ReduxRuntime"])
    }

    @Test func accessIsPublicWithItsSpaceOrNothing() throws {
        let spec = """
            feature: Counter
            state:
              count: { type: Int, default: 0 }
            actions:
              incrementTapped: { reduce: [{ increment: count }] }
            """
        #expect(try keys(spec, access: .public)["access"] == "public ")
        #expect(try keys(spec, access: .internal)["access"] == "")
    }

    /// An endpoint's `outcomeHandling`: `quiet` when no outcome does more than the status, `ifSucceeded`
    /// when only a success does (storing the response), `switch` when some outcomes do (the others go to
    /// its `default:`), `exhaustiveSwitch` when every outcome does; and its `cases`, the outcomes
    /// that do something besides the status, in the order success, failure, cancelled, each with its
    /// `kind` and `casePattern` (docs/templates.md, "Endpoint").
    @Test func theOutcomeCaseIsShapedByWhatTheOutcomesDo() throws {
        let keys = try keys("""
            feature: Items
            api: { baseURL: "http://localhost:8080" }
            state:
              items: { type: "[String]", default: [] }
              failure: { type: String, default: "" }
            endpoints:
              ping: { method: GET, path: /ping, response: none }
              load: { method: GET, path: /items, response: "[String]", store: { into: items } }
              save:
                method: POST
                path: /items
                response: none
                onFailure:
                  - set: failure
                    from: message
              reload: { method: GET, path: /items, response: "[String]", store: { into: items }, hooks: [cancelled] }
              watch: { method: GET, path: /watch, response: none, hooks: [succeeded, failed, cancelled] }
            """)
        let endpoints = keys["endpoints"]
        #expect(values(of: "outcomeHandling", in: endpoints) == ["quiet", "ifSucceeded", "switch", "switch", "exhaustiveSwitch"])
        let cases = values(of: "cases", in: endpoints)
        #expect(cases.map { values(of: "kind", in: $0) } == [[], ["success"], ["failure"], ["success", "cancelled"], ["success", "failure", "cancelled"]])
        #expect(values(of: "casePattern.name", in: cases[3]) == ["succeeded", "cancelled"])
        #expect(values(of: "casePattern.bindings", in: cases[3])[1] == .array([]))
    }

    /// A literal's `parts` in writing order: the start and end of an array around its elements, with a
    /// `separator` between two of them and none after the last (docs/templates.md, "Literal").
    @Test func aLiteralSeparatesItsElements() throws {
        let keys = try keys("""
            feature: Numbers
            state:
              numbers: { type: "[Int]", default: [1, 2, 3] }
              one: { type: "[Int]", default: [4] }
            actions:
              cleared: { reduce: [ { reset: numbers } ] }
            """)
        let fields = keys["stateFields"]
        #expect(values(of: "literal.parts", in: fields).map { values(of: "kind", in: $0) } == [
            ["arrayStart", "int", "separator", "int", "separator", "int", "arrayEnd"],
            ["arrayStart", "int", "arrayEnd"],
        ])
    }

    /// A live-request test's `live.request.body`: `json` with the body's `lines`, `form` with its `fields`,
    /// or `absent`; the live repository's `request.body`: `struct` for `body: { fields: ... }`, `form`, or
    /// none (docs/templates.md, "Endpoint" and "Request").
    @Test func aRequestBodyIsOneValueByItsKind() throws {
        let keys = try keys("""
            feature: Notes
            api: { baseURL: "http://localhost:8080" }
            endpoints:
              ping: { method: GET, path: /ping, response: none }
              add:
                method: POST
                path: /notes
                payload: { title: String }
                body: { fields: { title: payload.title } }
                response: none
              login:
                method: POST
                path: /login
                payload: { user: String }
                body: { form: { user: payload.user } }
                response: none
            """)
        let endpoints = keys["endpoints"]
        #expect(values(of: "live.request.body.kind", in: endpoints) == ["absent", "json", "form"])
        let lines = try #require(strings(values(of: "live.request.body.lines", in: endpoints)[1]))
        #expect(lines.count == 3 && lines.first == "{" && lines.last == "}" && lines[1].hasPrefix(#"  "title": "#))
        #expect(values(of: "live.request.body.fields", in: endpoints)[2].map { values(of: "name", in: $0) } == ["user"])
        #expect(values(of: "request.body.kind", in: endpoints) == [nil, "struct", "form"])
    }

    /// In the middleware flavor an endpoint's `start.casePattern` is what the reducer matches, binding only
    /// the payload its start function takes (none here: no optimistic step reads it), and
    /// `middleware.casePattern` is what the middleware matches, binding the payload the request sends
    /// (docs/templates.md, "Endpoint").
    @Test func theReducerAndTheMiddlewareEachHaveTheirPattern() throws {
        let keys = try keys("""
            feature: Notes
            sideEffects: middleware
            api: { baseURL: "http://localhost:8080" }
            endpoints:
              load: { method: GET, path: "/notes/{id}", payload: { id: Int }, params: { id: payload.id }, response: none }
            """)
        let endpoints = keys["endpoints"]
        #expect(values(of: "start.casePattern.bindings", in: endpoints) == [.array([])])
        #expect(values(of: "middleware.casePattern.bindings", in: endpoints) == [[["local": "id"]]])
    }

    /// An endpoint's `start.wait.kind`: `immediately` without `debounce:`, `debounce` for a debounced `latest`
    /// request, whose wait starts again, and `delay` for a debounced request of another concurrency policy;
    /// its `concurrency` is the spec's policy, `latest` for a `GET` and `queue` for a write by default.
    @Test func aRequestWaitsAsItsDebounceAndConcurrencySay() throws {
        let keys = try keys("""
            feature: Notes
            api: { baseURL: "http://localhost:8080" }
            endpoints:
              ping: { method: GET, path: /ping, response: none }
              search: { method: GET, path: /search, response: none, debounce: 300ms }
              save: { method: POST, path: /notes, response: none, debounce: 300ms, concurrency: queue }
              refresh: { method: GET, path: /notes, response: none, concurrency: dropWhileInFlight }
              remove: { method: DELETE, path: /notes, response: none }
            """)
        #expect(values(of: "start.wait.kind", in: keys["endpoints"]) == ["immediately", "debounce", "delay", "immediately", "immediately"])
        #expect(values(of: "start.wait.value.number", in: keys["endpoints"]) == [0, 300, 300, 0, 0])
        #expect(values(of: "concurrency", in: keys["endpoints"]) == ["latest", "latest", "queue", "dropWhileInFlight", "queue"])
    }

    /// An endpoint's `response`: `type` is `Void` and `sampleValue` absent without a response.
    @Test func aRequestWithoutResponseAnswersVoid() throws {
        let keys = try keys("""
            feature: Notes
            api: { baseURL: "http://localhost:8080" }
            state:
              titles: { type: "[String]", default: [] }
            endpoints:
              ping: { method: GET, path: /ping, response: none }
              load: { method: GET, path: /titles, response: "[String]", store: { into: titles } }
            """)
        #expect(values(of: "response.type", in: keys["endpoints"]) == ["Void", "[String]"])
        #expect(values(of: "response.sampleValue", in: keys["endpoints"]).map { $0 != nil } == [false, true])
        #expect(values(of: "hasResponse", in: keys["endpoints"]) == [false, true])
    }

    /// An endpoint's `credentialLocal`: the credential's local, absent when the endpoint sends no credential.
    @Test func onlyAnEndpointThatSendsACredentialHasItsLocal() throws {
        let keys = try keys("""
            feature: Notes
            api:
              baseURL: "http://localhost:8080"
              auth: { bearer: state.token }
            state:
              token: String
            endpoints:
              ping: { method: GET, path: /ping, auth: none }
              load: { method: GET, path: /notes }
            """)
        #expect(values(of: "credentialLocal", in: keys["endpoints"]) == [nil, "credential"])
    }

    @Test func theAppListsEveryFeaturesPersistedFieldsAndItsMiddlewareFeatures() throws {
        let counter = try resolve("""
            feature: Counter
            sideEffects: middleware
            state:
              count: { type: Int, default: 0, persist: true }
            actions:
              incrementTapped: { reduce: [{ increment: count }] }
            """)
        let feed = try resolve("""
            feature: Feed
            sideEffects: middleware
            api: { baseURL: "http://localhost:8080" }
            state:
              readIDs: { type: "[Int]", default: [], persist: true }
              favoriteIDs: { type: "[Int]", default: [], persist: true }
            endpoints:
              load: { method: GET, path: /articles, response: none }
            """)
        guard case .dictionary(let app) = AppContext.make([counter, feed], access: .internal, testModule: "App") else {
            Issue.record("the app context is not a dictionary")
            return
        }
        #expect(values(of: "featureMember", in: app["persistedFields"]) == ["counter", "feed", "feed"])
        #expect(values(of: "name", in: app["persistedFields"]) == ["count", "readIDs", "favoriteIDs"])
        #expect(values(of: "key", in: app["persistedFields"]) == ["Counter.count", "Feed.readIDs", "Feed.favoriteIDs"])
        // Counter sends no request, so only Feed's middleware runs in the app.
        #expect(values(of: "feature", in: app["middlewareFeatures"]) == ["Feed"])
    }
    /// docs/templates.md, "Endpoint": `nextPageURL` is for `kind: link` only, `nextPage.path` for
    /// `kind: cursor` only; neither is there for a page-numbered endpoint.
    @Test func aPaginationHasTheKeysOfItsKindOnly() throws {
        func pagination(_ style: String) throws -> TemplateValue? {
            let keys = try keys("""
                feature: Pages
                api: { baseURL: "http://localhost:8080" }
                models:
                  Item: { fields: { id: Int } }
                  Page: { fields: { items: "[Item]", nextCursor: "String?" } }
                state:
                  items: { type: "[Item]", default: [] }
                actions:
                  appeared: {}
                endpoints:
                  load:
                    method: GET
                    path: /items
                    response: \(style == "cursor" ? "Page" : style == "link" ? "Page" : "\"[Item]\"")
                    store: { into: items }
                    triggers: [appeared]
                    pagination:
                      style: \(style)
                \(style == "cursor" ? "      cursor: { param: cursor, next: nextCursor }\n      items: items" : style == "link" ? "      items: items" : "")
                      nextPageAction: loadMore
                """)
            return values(of: "pagination", in: keys["endpoints"]).first ?? nil
        }
        func value(_ path: String, in pagination: TemplateValue?) -> TemplateValue? {
            values(of: path, in: .array([pagination ?? .bool(false)])).first ?? nil
        }
        let page = try pagination("page")
        #expect(value("kind", in: page) == .string("page"))
        #expect(value("nextPageURL", in: page) == nil)
        #expect(value("nextPage.path", in: page) == nil)
        let cursor = try pagination("cursor")
        #expect(value("kind", in: cursor) == .string("cursor"))
        #expect(value("nextPageURL", in: cursor) == nil)
        #expect(value("nextPage.path", in: cursor) != nil)
        let link = try pagination("link")
        #expect(value("kind", in: link) == .string("link"))
        #expect(value("nextPageURL", in: link) == .string("https://example.com/items?page=2"))
        #expect(value("nextPage.path", in: link) == nil)
    }
}
