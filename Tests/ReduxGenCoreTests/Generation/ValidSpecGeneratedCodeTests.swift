import Testing
@testable import ReduxGenCore

/// Specs that are right, whose generated code used to fail to compile, warn or send the wrong JSON. The
/// expected Swift text is written by hand from docs/spec.md and docs/generated-code.md.
@Suite struct ValidSpecGeneratedCodeTests {
    func files(_ text: String) throws -> [String: String] {
        try generatedFiles(text, module: "Shop")
    }

    static let shop = """
        feature: Shop
        api: { baseURL: "http://localhost:8080", json: { keys: snake_case } }
        models:
          Item:
            fields:
              userName: { type: String, key: userName }
              score2: { type: Int, key: "score_2" }
              fullName: String
        state:
          items: { type: "[Item]", default: [] }
          tiny: { type: Double, default: 5e-324 }
          level: { type: Int, default: 1 }
        actions:
          picked: { payload: { id: Int, var: Int, let: String } }
          chosen: { payload: { id: Int, var: Int }, reduce: [ { set: level, from: var } ] }
        endpoints:
          load:
            method: GET
            path: /items
            payload: { store: Int, live: Int, transport: String, clock: Int }
            query: { a: payload.store, b: payload.live, c: payload.transport, d: payload.clock }
            response: "[Item]"
            store: items
          more:
            method: GET
            path: /more
            response: "[Item]"
            store: items
            pagination: { style: page, pageParam: "page no", pageSize: 20, nextPageAction: next }
          send:
            method: POST
            path: /send
            body: { fields: { LEVEL: state.level, full_name: { value: x } } }
        """

    @Test func explicitKeysAreSentExactlyAsWrittenUnderSnakeCase() throws {
        let files = try files(Self.shop)
        let models = try #require(files["ShopModels.swift"])
        // docs/spec.md: `key:` always wins; the other fields take the snake_case form of their Swift name.
        #expect(models.contains("            case userName\n"))
        #expect(models.contains("            case score2 = \"score_2\"\n"))
        #expect(models.contains("            case fullName = \"full_name\"\n"))
        // The coder converts no key: the keys the models read and write are what is sent and read.
        let live = try #require(files["ShopRepository.swift"])
        #expect(live.contains("keys: .useDefaultKeys"))
        #expect(!live.contains(".snakeCase"))
        let repository = try #require(files["ShopRepository.swift"])
        // The body field `LEVEL` is the property `level`, sent as `level` (not `l_evel`): no key needed.
        #expect(repository.contains("case level\n"))
        #expect(!repository.contains("l_evel"))
        #expect(repository.contains("case fullName = \"full_name\""))
    }

    @Test func aPageParameterThatIsNoIdentifierIsSentAsWrittenUnderALabelThatIs() throws {
        let files = try files(Self.shop)
        let effects = try #require(files["ShopEffects.swift"])
        #expect(effects.contains("let page = state.more.page.nextPage"))
        #expect(effects.contains("try await environment.repository.more(page: page)"))
        #expect(!effects.contains("page no:"))
        let repository = try #require(files["ShopRepository.swift"])
        #expect(repository.contains("HTTPQueryItem(name: \"page no\""))
        let mock = try #require(files["MockShopRepository.swift"])
        #expect(mock.contains("case more(page: Int)"))
    }

    @Test func payloadsNamedLikeTestLocalsAreBoundUnderOtherNames() throws {
        let files = try files(Self.shop)
        let tests = try #require(files["ShopTests.swift"])
        for name in ["store", "live", "transport", "clock"] {
            #expect(tests.contains("let \(name)Value = "), "payload \(name)")
        }
        let reducer = try #require(files["ShopReducer.swift"])
        #expect(reducer.contains("case .load(let storeValue, let liveValue, let transportValue, let clockValue):"))
    }

    /// docs/spec.md, `style: link`: "`onSuccess:` steps and the success hook read the body as `response`".
    @Test func theSuccessHookOfALinkPagedEndpointGetsTheBody() throws {
        let files = try generatedFiles("""
            feature: Pages
            api: { baseURL: "http://localhost:8080" }
            state: { items: { type: "[String]", default: [] } }
            endpoints:
              list: { method: GET, path: /items, response: "[String]", store: items,
                      pagination: { style: link, nextPageAction: more }, hooks: [succeeded] }
            """, module: "Pages")
        let reducer = try #require(files["PagesReducer.swift"])
        let requirement = try #require(reducer.range(of: "static func listSucceeded(")).upperBound
        #expect(reducer[requirement...].prefix(120).contains("response: [String]\n"), "\(reducer)")
        #expect(reducer.contains("PagesHooks.listSucceeded(") && reducer.contains("response: response.body\n"), "\(reducer)")
    }

    /// docs/generated-code.md: the success test's response is about the element the optimistic `where:`
    /// step changed, so that `upsert` replaces it: in an array response its one element, and for a step
    /// keyed by a state field, that field's value.
    @Test func theSuccessTestsResponseHasTheKeyOfTheChangedElement() throws {
        let array = try generatedFiles("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            models: { Item: { fields: { sku: String, stock: Int } } }
            state: { items: { type: "[Item]", default: [] } }
            endpoints:
              restock:
                method: POST
                path: /restock
                payload: { sku: String }
                body: { fields: { sku: payload.sku } }
                response: "[Item]"
                store: { upsert: items, by: sku }
                optimistic: [ { increment: items, where: { sku: payload.sku }, field: stock } ]
            """, module: "Shop")
        let shopTests = try #require(array["ShopTests.swift"])
        #expect(shopTests.contains("response[0].sku = \"b\"  // the element the request is about"), "\(shopTests)")
        let state = try generatedFiles("""
            feature: Board
            api: { baseURL: "http://localhost:8080" }
            models: { Card: { fields: { id: Int, done: Bool } } }
            state: { cards: { type: "[Card]", default: [] }, focus: { type: Int, default: 5 } }
            endpoints:
              move:
                method: PUT
                path: /cards/{id}
                payload: { id: Int }
                params: { id: payload.id }
                response: Card
                store: { upsert: cards, by: id }
                optimistic: [ { toggle: cards, where: { id: state.focus }, field: done } ]
            """, module: "Board")
        let boardTests = try #require(state["BoardTests.swift"])
        #expect(boardTests.contains("response.id = 5  // the element the request is about"), "\(boardTests)")
    }

    /// docs/spec.md, `store:`: an `upsert` replaces the element whose key equals the response's and keeps
    /// the others, or appends the response when no element has its key. The success test's list holds an
    /// element per key its optimistic `where:` steps select, and the optimistic `append` of another note.
    @Test func theSuccessTestOfAnUpsertKeepsTheElementsTheResponseDoesNotReplace() throws {
        let files = try generatedFiles("""
            feature: Notes
            api: { baseURL: "http://localhost:8080" }
            models: { Note: { fields: { id: Int, text: String } } }
            state: { notes: { type: "[Note]" }, pinned: { type: Int, default: 9 } }
            endpoints:
              addNote:
                method: POST
                path: /notes
                payload: { note: Note }
                body: { from: payload.note }
                response: Note
                store: { upsert: notes, by: id }
                optimistic: [ { append: notes, from: note } ]
              renameNote:
                method: PUT
                path: /notes/{id}
                payload: { id: Int, text: String }
                params: { id: payload.id }
                body: { fields: { text: payload.text } }
                response: Note
                store: { upsert: notes, by: id }
                optimistic:
                  - { set: notes, where: { id: payload.id }, field: text, from: text }
                  - { set: notes, where: { id: state.pinned }, field: text, value: nine }
            """, module: "Notes")
        let tests = try #require(files["NotesTests.swift"])
        // The list starts with the first sample (id 1) before the optimistic `append` (docs/generated-code.md,
        // "Tests"); the payload's note is the second sample (id 2), the response the first (id 1): it replaces
        // the element with its key and keeps the appended note.
        #expect(tests.contains("$0.notes = [response, note]\n"), "\(tests)")
        // The response has the key of the note renamed (2); the element before it (the first sample, id 1)
        // stays, and the pinned note (9) keeps its optimistic text.
        #expect(tests.contains("response.id = 2  // the element the request is about"), "\(tests)")
        #expect(tests.contains("$0.notes = [NotesSamples.note, response, Notes.Note(id: 9, text: \"nine\")]\n"), "\(tests)")
    }

    @Test func unreadPayloadsAreNotBoundAndKeywordLabelsAreEscapedOnlyWhereDeclared() throws {
        let files = try files(Self.shop)
        let reducer = try #require(files["ShopReducer.swift"])
        #expect(reducer.contains("case .picked:\n"))
        #expect(reducer.contains("case .chosen(_, let varValue):\n"))
        let action = try #require(files["ShopAction.swift"])
        #expect(action.contains("case picked(id: Int, `var`: Int, `let`: String)"))
        let tests = try #require(files["ShopTests.swift"])
        #expect(tests.contains(".picked(id: "))
        #expect(!tests.contains("`var`:"))
        #expect(!tests.contains("`let`:"))
    }

    @Test func subnormalDefaultsAreWrittenWithoutUnderflow() throws {
        let files = try files(Self.shop)
        let state = try #require(files["ShopState.swift"])
        #expect(state.contains("var tiny: Double = Double(bitPattern: 0x1)"))
        #expect(!state.contains("e-324"))
    }

    /// docs/generated-code.md: the state, action, reducer and effects files import Foundation only when the
    /// feature's state, actions or requests use `Date`, `URL` or `UUID`; every file imports ReduxRuntime.
    @Test func foundationIsImportedOnlyWhereAFoundationTypeIsUsed() throws {
        let plain = try files("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              count: { type: Int, default: 0 }
            actions:
              tapped: { reduce: [ { increment: count } ] }
            endpoints:
              load: { method: GET, path: /count, response: Int, store: count, triggers: [tapped] }
            """)
        for name in ["ShopState.swift", "ShopAction.swift", "ShopReducer.swift", "ShopEffects.swift"] {
            let text = try #require(plain[name])
            #expect(!text.contains("import Foundation"), "\(name)")
            #expect(text.contains("\nimport ReduxRuntime\n"), "\(name)")
        }
        // The live repository builds URLs, so it always imports Foundation.
        #expect(try #require(plain["ShopRepository.swift"]).contains("import Foundation\n"))

        let dated = try files("""
            feature: Shop
            state:
              since: { type: "Date?", default: null }
            actions:
              picked: { payload: { at: Date }, reduce: [ { set: since, from: at } ] }
            """)
        for name in ["ShopState.swift", "ShopAction.swift", "ShopReducer.swift"] {
            #expect(try #require(dated[name]).contains("import Foundation\nimport ReduxRuntime\n"), "\(name)")
        }
    }

    /// docs/generated-code.md, "Imports": the feature's files import Foundation when its state holds a model
    /// with a `URL` field, which a `where:` step writes a `URL` literal into.
    @Test func aURLLiteralWrittenIntoAModelFieldIsWrittenWhereFoundationIsImported() throws {
        let files = try files("""
            feature: Shop
            models:
              Row: { fields: { id: Int, link: URL } }
            state:
              rows: { type: "[Row]", default: [] }
            actions:
              linked:
                payload: { id: Int }
                reduce: [ { set: rows, where: { id: id }, field: link, value: "https://example.com" } ]
            """)
        let reducer = try #require(files["ShopReducer.swift"])
        #expect(reducer.contains("state.rows[index].link = URL(string: \"https://example.com\")!"), "\(reducer)")
        for name in ["ShopState.swift", "ShopAction.swift", "ShopReducer.swift"] {
            #expect(try #require(files[name]).contains("\n\nimport Foundation\nimport ReduxRuntime\n"), "\(name)")
        }
    }

    /// The files generated for `specs` together, by path.
    func appFiles(_ specs: [(file: String, text: String)]) throws -> [String: String] {
        let read = specs.map { readSpec($0.text, file: $0.file) }
        #expect(read.flatMap(\.diagnostics).filter(\.isError).isEmpty, "\(read.flatMap(\.diagnostics).map(\.message))")
        let generated = try Generator(options: GenerationOptions(testModule: "App")).generate(read.compactMap(\.spec))
        return Dictionary(uniqueKeysWithValues: generated.map { ($0.relativePath, $0.contents) })
    }

    /// docs/generated-code.md, "Imports": the app's files handle every feature's state, so they import
    /// Foundation when a feature's files do; `reset: app.links.home` writes the `URL` default in the app
    /// reducer.
    @Test func theAppFilesImportFoundationWhenAFeatureDoes() throws {
        let links = (file: "specs/links.yaml", text: """
            feature: Links
            state:
              home: { type: URL, default: "https://example.com" }
            actions:
              homeChanged: { payload: { home: URL }, reduce: [ { set: home, from: home } ] }
            """)
        let other = (file: "specs/other.yaml", text: "feature: Other\nactions:\n  cleared: { reduce: [ { reset: app.links.home } ] }\n")
        let files = try appFiles([links, other])
        let reducer = try #require(files["AppReducer.swift"])
        #expect(reducer.contains("state.links.home = URL(string: \"https://example.com\")!"), "\(reducer)")
        for name in ["AppState.swift", "AppAction.swift", "AppReducer.swift"] {
            #expect(try #require(files[name]).contains("\n\nimport Foundation\nimport ReduxRuntime\n"), "\(name)")
        }
        // Without a Foundation type in any feature, the app's files import ReduxRuntime alone.
        let plain = try appFiles([
            (file: "specs/counter.yaml", text: "feature: Counter\nstate:\n  n: Int\nactions:\n  tapped: {}\n"),
            (file: "specs/beta.yaml", text: "feature: Beta\nstate:\n  m: Int\nactions:\n  shown: {}\n"),
        ])
        for name in ["AppState.swift", "AppAction.swift", "AppReducer.swift"] {
            let text = try #require(plain[name])
            #expect(!text.contains("import Foundation"), "\(name)")
            #expect(text.contains("\n\nimport ReduxRuntime\n"), "\(name)")
        }
    }

    /// Two credentials whose paths spell one renewer name (`user.sessionToken`, `userSession.token`) each
    /// get a renewer of their own in `makeAppStore`: the second is numbered, so the app builds.
    @Test func credentialsWhosePathsSpellOneNameGetRenewersOfTheirOwn() throws {
        let spec = { (feature: String, field: String, signOut: String, path: String) in
            (file: "specs/\(feature).yaml", text: """
                feature: \(feature)
                api:
                  baseURL: http://localhost:8080
                  auth: { bearer: state.\(field), onUnauthorized: { signOut: \(signOut) } }
                state:
                  \(field): String
                actions:
                  \(signOut): { reduce: [ { reset: \(field) } ] }
                endpoints:
                  load: { method: GET, path: \(path) }
                """)
        }
        let files = try appFiles([
            spec("User", "sessionToken", "signedOut", "/me"), spec("UserSession", "token", "expired", "/devices"),
        ])
        let reducer = try #require(files["AppReducer.swift"])
        #expect(reducer.contains("let userSessionTokenRenewer = CredentialRenewer"), "\(reducer)")
        #expect(reducer.contains("let userSessionTokenRenewer2 = CredentialRenewer"), "\(reducer)")
        #expect(reducer.contains("credential: \\.user.sessionToken,"), "\(reducer)")
        #expect(reducer.contains("credential: \\.userSession.token,"), "\(reducer)")
        #expect(reducer.contains("userSessionTokenRenewer2.attach(to: store)"), "\(reducer)")
    }

    /// docs/generated-code.md: the app test of an action that triggers other features' endpoints receives
    /// each request action the app reducer sends (those whose `when:` holds on the state the action leaves),
    /// in order, with the state change its start makes, then runs the requests unchecked.
    @Test func theAppTestReceivesTheRequestsAnActionTriggersInOtherFeatures() throws {
        let source = (file: "specs/source.yaml", text: """
            feature: Source
            state:
              query: { type: String, default: "" }
            actions:
              typed: { payload: { query: String }, reduce: [ { set: query, from: query } ] }
            """)
        let target = (file: "specs/target.yaml", text: """
            feature: Target
            api: { baseURL: "http://localhost:8080" }
            state:
              enabled: { type: Bool, default: false }
            actions:
              enabledToggled: { reduce: [ { toggle: enabled } ] }
            endpoints:
              refresh: { method: GET, path: /r, triggers: [app.source.typed] }
              search:
                method: GET
                path: /s
                triggers: [ { action: app.source.typed, when: { notEmpty: app.source.query } } ]
              archive:
                method: GET
                path: /a
                triggers: [ { action: app.source.typed, when: { isTrue: state.enabled } } ]
            """)
        let files = try appFiles([source, target])
        let tests = try #require(files["AppTests.swift"])
        // `typed` sets a non-empty query, so `search` starts; `enabled` is still false, so `archive` does not.
        let expected = """
                @Test("Source actions reach the Source state")
                func sourceActionsReachTheSourceState() async {
                    let store = makeStore()
                    let query = "b"
                    await store.send(.source(.typed(query: query))) {
                        $0.source.query = "b"
                    }
                    // Target: `refresh` is triggered by `app.source.typed`.
                    await store.receive(.target(.refresh)) {
                        $0.target.refresh.nextRequestID = RequestID(2)
                        $0.target.refresh.status = .loading(RequestID(1))
                    }
                    // Target: `search` is triggered by `app.source.typed`.
                    await store.receive(.target(.search)) {
                        $0.target.search.nextRequestID = RequestID(2)
                        $0.target.search.status = .loading(RequestID(1))
                    }
                    await store.runEffectsAndSkipReceivedActions(advancing: clock)
                    await store.finish()
                }

            """
        #expect(tests.contains(expected), "\(tests)")
        #expect(!tests.contains(".target(.archive)"), "\(tests)")
    }

    /// docs/generated-code.md: the models file imports Foundation only when a model holds `Date`, `URL` or
    /// `UUID`, and ReduxRuntime only when one holds a `JSONValue`.
    @Test func theModelsImportOnlyWhatTheirFieldsUse() throws {
        func models(_ fields: String) throws -> String {
            try #require(try files("""
                feature: Shop
                models:
                  Item: { fields: { \(fields) } }
                state:
                  items: { type: "[Item]", default: [] }
                actions: { cleared: { reduce: [ { reset: items } ] } }
                """)["ShopModels.swift"])
        }
        let plain = try models("name: String, count: Int")
        #expect(!plain.contains("import "), "\(plain)")
        #expect(plain.hasPrefix("// Generated by reduxgen from specs/shop.yaml. Do not edit.\n\n/// The namespace"), "\(plain)")
        let dated = try models("name: String, added: Date")
        #expect(dated.contains("\n\nimport Foundation\n\n/// The namespace"), "\(dated)")
        let json = try models("name: String, extra: JSON")
        #expect(json.contains("\n\nimport ReduxRuntime\n\n/// The namespace"), "\(json)")
        #expect(!json.contains("import Foundation"), "\(json)")
        let both = try models("added: URL, extra: \"[String: JSON]\"")
        #expect(both.contains("\n\nimport Foundation\nimport ReduxRuntime\n\n/// The namespace"), "\(both)")
    }

    /// docs/generated-code.md, "Reducer": declared actions that do the same without reading their payload
    /// share one case, in the reducer and in the middleware; an action that differs, or reads its payload,
    /// keeps its own.
    @Test func actionsThatDoTheSameShareOneCase() throws {
        for flavor in ["effects", "middleware"] {
            let generated = try files("""
                feature: Shop
                sideEffects: \(flavor)
                api: { baseURL: "http://localhost:8080" }
                state:
                  items: { type: "[String]", default: [] }
                  count: { type: Int, default: 0 }
                actions:
                  appeared: {}
                  refreshPulled: {}
                  retried: { payload: { reason: String } }
                  tapped: { reduce: [ { increment: count } ] }
                  bumped: { reduce: [ { increment: count } ] }
                  cleared: { reduce: [ { reset: count } ] }
                  picked: { payload: { n: Int }, reduce: [ { set: count, from: n } ] }
                  chosen: { payload: { n: Int }, reduce: [ { set: count, from: n } ] }
                endpoints:
                  load:
                    method: GET
                    path: /items
                    response: "[String]"
                    store: items
                    triggers: [appeared, refreshPulled, retried]
                """)
            let reducer = try #require(generated["ShopReducer.swift"])
            #expect(reducer.contains("        case .appeared, .refreshPulled, .retried:\n"), "\(flavor): \(reducer)")
            #expect(reducer.contains("        case .tapped, .bumped:\n"), "\(flavor): \(reducer)")
            #expect(reducer.contains("        case .cleared:\n"), "\(flavor): \(reducer)")
            #expect(reducer.contains("        case .picked(let n):\n"), "\(flavor): \(reducer)")
            #expect(reducer.contains("        case .chosen(let n):\n"), "\(flavor): \(reducer)")
            if flavor == "middleware" {
                let middleware = try #require(generated["ShopMiddleware.swift"])
                #expect(middleware.contains("        case .appeared, .refreshPulled, .retried:\n"), "\(middleware)")
            }
        }
    }

    /// A payload field named like the middleware's state before the action (`previous`) is bound to
    /// `<name>Value`, so it never declares a name twice (docs/generated-code.md, "Repository"); a state
    /// value named `renewal` keeps its name, since the request reads its renewal from the environment.
    @Test func valuesNamedLikeTheStartFunctionsOwnNamesAreRenamed() throws {
        let middleware = try files("""
            feature: Shop
            sideEffects: middleware
            api: { baseURL: "http://localhost:8080" }
            state:
              count: { type: Int, default: 0 }
            actions: { tapped: {} }
            endpoints:
              save: { method: POST, path: /save, payload: { previous: String }, query: { previous: payload.previous }, response: none }
            """)
        let sends = try #require(middleware["ShopMiddleware.swift"])
        #expect(sends.contains("previousValue"), "\(sends)")
        #expect(!sends.contains("let previous ="), "\(sends)")

        let renewing = try files("""
            feature: Shop
            api:
              baseURL: "http://localhost:8080"
              auth: { bearer: state.token, onUnauthorized: { signOut: signedOut } }
            state:
              token: { type: String, default: "" }
              renewal: { type: String, default: "" }
            actions: { signedOut: { reduce: [ { reset: token } ] } }
            endpoints:
              load: { method: GET, path: /items, query: { renewal: state.renewal }, response: none }
            """)
        let effects = try #require(renewing["ShopEffects.swift"])
        #expect(effects.contains("let renewal = state.renewal"), "\(effects)")
        #expect(effects.contains("try await environment.credentialRenewal.send(with: credential)"), "\(effects)")
        #expect(effects.contains("try await environment.repository.load(renewal: renewal, credential: credential)"), "\(effects)")
    }

    /// docs/spec.md, "Per-trigger debounce": when every wait is `0ms`, nothing is delayed and the feature
    /// needs no clock.
    @Test func triggersThatAllWaitZeroNeedNoClock() throws {
        let generated = try files("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
            actions:
              typed: { payload: { text: String }, reduce: [ { set: query, from: text } ] }
            endpoints:
              search:
                method: GET
                path: /search
                query: { q: state.query }
                response: none
                triggers: [ { action: typed, debounce: 0ms } ]
            """)
        for name in ["ShopReducer.swift", "ShopEffects.swift"] {
            let text = try #require(generated[name])
            #expect(!text.contains("clock"), "\(name): \(text)")
            #expect(!text.contains("debounce"), "\(name): \(text)")
            #expect(!text.contains("delayed"), "\(name): \(text)")
        }
    }
}
