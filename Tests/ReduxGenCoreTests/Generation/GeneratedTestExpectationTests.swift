import Testing
@testable import ReduxGenCore

/// Specs whose generated tests used to expect another state than the generated reducer leaves. The expected
/// Swift text is written by hand from docs/spec.md and docs/generated-code.md ("Tests").
@Suite struct GeneratedTestExpectationTests {
    /// The files generated from `text`, with a second feature so that the app tests are generated too.
    func files(_ text: String) throws -> [String: String] {
        try generatedFiles(text, module: "Shop", alongside: ["feature: Other\nstate:\n  n: Int\nactions:\n  tapped: {}\n"])
    }

    // MARK: onSuccess steps of a paginated endpoint

    static let pagedShop = """
        feature: Shop
        api: { baseURL: "http://localhost:8080" }
        state:
          items: "[Int]"
          loads: Int
        endpoints:
          list:
            method: GET
            path: /items
            response: "[Int]"
            store: items
            pagination: { style: page, pageSize: 2, nextPageAction: loadMore }
            onSuccess: [ { increment: loads } ]
        """

    @Test func thePageTestsExpectTheOnSuccessStepsAfterEveryPage() throws {
        let tests = try #require(try files(Self.pagedShop)["ShopTests.swift"])
        // docs/spec.md: `onSuccess:` runs after `store:` on every current success, a next page's too; the
        // page tests start from the default state, where `loads` is 0.
        // docs/generated-code.md: a numbered next page is a full page, so it is not the last.
        let nextPage = try generatedTest("listAppendsTheNextPage", in: tests)
        #expect(nextPage.contains("""
                    let first = 1
                    let pageSize = 2
                    let response = Array(repeating: 2, count: pageSize)
            """))
        #expect(nextPage.contains("""
                        $0.items = [first] + response
                        $0.list.page.isLoadingNextPage = false
                        $0.list.page.nextPage = 3
                        $0.loads = 1
                    }
            """))
        let refresh = try generatedTest("listStartsAgainFromTheFirstPage", in: tests)
        #expect(refresh.contains("""
                        $0.items = response
                        $0.list.page.nextPage = 2
                        $0.list.page.reachedEnd = true
                        $0.loads = 1
                    }
            """))
    }

    @Test func aStepOnThePagesFieldComesAfterThePageIsStored() throws {
        let spec = Self.pagedShop.replacingOccurrences(of: "[ { increment: loads } ]", with: "[ { reset: items } ]")
        let tests = try #require(try files(spec)["ShopTests.swift"])
        let nextPage = try generatedTest("listAppendsTheNextPage", in: tests)
        #expect(nextPage.contains("""
                        $0.list.page.nextPage = 3
                        $0.items = []
                    }
            """))
    }

    /// A shop whose `list` pages answer with the model `Page`, among `models`, the items at `path`.
    static func pageModelShop(models: String, path: String) -> String {
        """
        feature: Shop
        api: { baseURL: "http://localhost:8080" }
        models:
        \(models)
        state:
          items: "[Int]"
        endpoints:
          list:
            method: GET
            path: /items
            response: Page
            store: { into: items, path: \(path) }
            pagination: { style: page, pageSize: 25, nextPageAction: loadMore }
        """
    }

    @Test func aFullNextPageIsPutInsideTheResponseModelAtTheItemsPath() throws {
        let spec = Self.pageModelShop(models: "  Page: { fields: { items: \"[Int]\", total: Int } }", path: "items")
        let tests = try #require(try files(spec)["ShopTests.swift"])
        let nextPage = try generatedTest("listAppendsTheNextPage", in: tests)
        // docs/generated-code.md: 25 copies of the second sample item, put in the second sample response.
        #expect(nextPage.contains("""
                    let pageSize = 25
                    var response = ShopSamples.Other.page
                    response.items = Array(repeating: 2, count: pageSize)
            """))
        #expect(nextPage.contains("""
                        $0.items = [first] + response.items
                        $0.list.page.isLoadingNextPage = false
                        $0.list.page.nextPage = 3
                    }
            """))
        #expect(!nextPage.contains("reachedEnd"))
    }

    @Test func aNextPageReadThroughAnOptionalModelIsTheSampleResponse() throws {
        let models = "  Content: { fields: { items: \"[Int]\" } }\n  Page: { fields: { data: Content? } }"
        let tests = try #require(try files(Self.pageModelShop(models: models, path: "data.items"))["ShopTests.swift"])
        let nextPage = try generatedTest("listAppendsTheNextPage", in: tests)
        #expect(nextPage.contains("let response = ShopSamples.Other.page\n"))
        #expect(!nextPage.contains("pageSize"))
        #expect(nextPage.contains("$0.list.page.reachedEnd = true"))
    }

    // MARK: sample state

    /// docs/generated-code.md ("Tests"): a list a declared action removes from starts the sample state
    /// holding the first and the second sample; the payload is the second, so the removal shows.
    @Test func aRemovedValueIsInTheSampleStateBesideAnother() throws {
        let spec = """
            feature: Shop
            state:
              favorites: "[Int]"
              seen: "[Int]"
            actions:
              unfavorited:
                payload: { id: Int }
                reduce:
                  - { remove: favorites, from: id }
                  - { append: seen, from: id }
            """
        let tests = try #require(try files(spec)["ShopTests.swift"])
        #expect(tests.contains("state.favorites = [1, 2]\n"))
        #expect(tests.contains("state.seen = [1]\n"))
        let test = try generatedTest("unfavoritedAction", in: tests)
        #expect(test.contains("""
                    await store.send(.unfavorited(id: id)) {
                        $0.favorites = [1]
                        $0.seen = [1, 2]
                    }
            """), "\(test)")
    }

    /// docs/generated-code.md ("Tests"): an `Int` that a declared action decrements from the first sample
    /// onto its default starts at the second sample, so the decrement and the reset expect other values.
    @Test func aDecrementFromTheSampleStateDoesNotLandOnTheDefault() throws {
        let spec = """
            feature: Shop
            state:
              count: { type: Int, default: 0 }
              stock: { type: Int, default: 10 }
            actions:
              decremented:
                reduce: [ { decrement: count }, { decrement: stock } ]
              reset:
                reduce: [ { reset: count }, { reset: stock } ]
            """
        let tests = try #require(try files(spec)["ShopTests.swift"])
        // `stock` from 1 lands on 0, not on its default 10: it keeps the first sample.
        #expect(tests.contains("state.count = 2\n        state.stock = 1\n"), "\(tests)")
        let decremented = try generatedTest("decrementedAction", in: tests)
        #expect(decremented.contains("""
                    await store.send(.decremented) {
                        $0.count = 1
                        $0.stock = 0
                    }
            """), "\(decremented)")
        let reset = try generatedTest("resetAction", in: tests)
        #expect(reset.contains("""
                    await store.send(.reset) {
                        $0.count = 0
                        $0.stock = 10
                    }
            """), "\(reset)")
    }

    // MARK: live-request test

    /// docs/generated-code.md ("Tests"): a state field whose default is empty is passed to the live-request
    /// test at its second sample, a model's shared `Other` sample, which the tests' samples then declare.
    @Test func anEmptyListOfModelsInStateIsSentAsTheSecondSample() throws {
        let spec = """
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            models:
              Row:
                fields: { id: Int }
            state:
              rows: "[Row]"
            endpoints:
              save:
                method: POST
                path: /rows
                body: { fields: { rows: state.rows } }
                response: none
            """
        let tests = try #require(try files(spec)["ShopTests.swift"])
        let live = try generatedTest("saveLiveRequestFollowsTheSpec", in: tests)
        #expect(live.contains("try await live.save(rows: [ShopSamples.Other.row])"))
        #expect(tests.contains("""
                enum Other {
                    static let row = Shop.Row(id: 2)
                }
            """))
    }

    // MARK: remove after where

    static let rowsShop = """
        feature: Shop
        models:
          Row:
            fields: { id: Int, name: String }
        state:
          rows: "[Row]"
        actions:
          edited:
            payload: { rows: "[Row]", id: Int, name: String, row: Row }
            reduce:
              - { append: rows, from: rows }
              - { set: rows, where: { id: id }, field: name, from: name }
              - { remove: rows, from: row }
          renamed:
            payload: { rows: "[Row]", id: Int, row: Row }
            reduce:
              - { append: rows, from: rows }
              - { set: rows, where: { id: id }, field: name, value: z }
              - { remove: rows, from: row }
        """

    @Test func aRemoveAfterAWhereStepRemovesTheElementTheStepLeftEqual() throws {
        let files = try files(Self.rowsShop)
        let tests = try #require(files["ShopTests.swift"])
        // The sample state holds the first sample row (id 1, "a"); the payload's rows hold the second sample
        // (id 2, "b"), `id` is 2 and `name` "b": the `where:` step sets the appended row's name to the "b" it
        // has, so the row equals `row` and `remove:` removes it (docs/spec.md: every equal element).
        let edited = try generatedTest("editedAction", in: tests)
        #expect(edited.contains("""
                    await store.send(.edited(rows: rows, id: id, name: name, row: row)) {
                        $0.rows = [ShopSamples.row]
                    }
            """))
        // The app test starts from the defaults, no rows, where `edited` leaves the rows empty; it sends
        // `renamed` instead, whose `where:` step names the appended row "z", so that it no longer equals `row`
        // and `remove:` keeps it (docs/generated-code.md, "AppTests.swift").
        let app = try #require(files["AppTests.swift"])
        #expect(app.contains("""
                    await store.send(.shop(.renamed(rows: rows, id: id, row: row))) {
                        $0.shop.rows = [Shop.Row(id: 2, name: "b")]
                        $0.shop.rows[0].name = "z"
                    }
            """), "\(app)")
    }

    static let dictionaryShop = """
        feature: Shop
        models:
          Note: { fields: { text: String } }
        state:
          pages: "[[String: Note]]"
        actions:
          swapped:
            payload: { added: "[[String: Note]]", gone: "[String: Note]" }
            reduce:
              - append: pages
                from: added
              - remove: pages
                from: gone
        """

    static let enumDictionaryShop = """
        feature: Shop
        models:
          Mood: { enum: String, cases: { calm: calm, busy: busy } }
        state:
          moods: "[[String: Mood]]"
        actions:
          cleared:
            reduce:
              - remove: moods
                value: { a: calm }
        """

    @Test func aRemoveOfADictionaryLiteralRemovesTheEqualSample() throws {
        let tests = try #require(try files(Self.enumDictionaryShop)["ShopTests.swift"])
        // The sample state holds the first and second samples of a list a `remove:` step changes: a
        // dictionary with the key "a" and the enum's first case, then "b" and its last (docs/generated-code.md,
        // "Tests"). The literal `{ a: calm }` is equal to the first, so `remove:` removes it and keeps the
        // second (docs/spec.md: every equal element).
        #expect(tests.contains("state.moods = [[\"a\": Shop.Mood.calm], [\"b\": Shop.Mood.busy]]"), "\(tests)")
        let cleared = try generatedTest("clearedAction", in: tests)
        #expect(cleared.contains("""
                    await store.send(.cleared) {
                        $0.moods = [["b": Shop.Mood.busy]]
                    }
            """), "\(cleared)")
    }

    @Test func anAppTestRemovesTheDictionaryItAppendedWhenItIsEqual() throws {
        let app = try #require(try files(Self.dictionaryShop)["AppTests.swift"])
        // The app test starts from the defaults, no pages, and writes its samples inline: `added` holds one
        // dictionary equal to `gone`, so `remove:` takes away what `append:` added (docs/spec.md: every
        // equal element).
        let test = try generatedTest("shopActionsReachTheShopState", in: app)
        #expect(test.contains("let added = [[\"b\": Shop.Note(text: \"b\")]]"), "\(test)")
        #expect(test.contains("let gone = [\"b\": Shop.Note(text: \"b\")]"), "\(test)")
        #expect(test.contains("""
                    await store.send(.shop(.swapped(added: added, gone: gone))) {
                        $0.shop.pages = []
                    }
            """), "\(test)")
    }

    static let optimisticAppendShop = """
        feature: Shop
        api: { baseURL: "http://localhost:8080" }
        state:
          totals: "[Double]"
        endpoints:
          addTotal:
            method: POST
            path: /totals
            response: Double
            store: { append: totals }
            optimistic: [ { append: totals, value: 1e3 } ]
        """

    @Test func aSuccessAppendsTheResponseAfterWhatTheOptimisticStepAppended() throws {
        let tests = try #require(try files(Self.optimisticAppendShop)["ShopTests.swift"])
        // docs/spec.md, "Optimistic updates": success keeps the change and stores the response as `store:`
        // says, so the response comes after the 1000 the step appended to the list. docs/generated-code.md,
        // "Tests": the list starts with Double's first sample, 1.5.
        let test = try generatedTest("addTotalSucceeds", in: tests)
        #expect(test.contains("""
                        $0.totals = [1.5]
            """), "\(test)")
        #expect(test.contains("""
                        $0.totals = [1.5, 1000.0]
            """), "\(test)")
        #expect(test.contains("""
                        $0.totals = [1.5, 1000.0] + [response]
            """), "\(test)")
    }

    static let oneValueModelShop = """
        feature: Shop
        models:
          Level: { enum: String, cases: [high] }
          Badge: { fields: { level: Level } }
        state:
          badges: "[Badge]"
        actions:
          swapped:
            payload: { added: "[Badge]", gone: Badge }
            reduce:
              - append: badges
                from: added
              - remove: badges
                from: gone
        """

    @Test func aRemoveTakesEveryElementOfAModelWithOneValue() throws {
        let tests = try #require(try files(Self.oneValueModelShop)["ShopTests.swift"])
        // `Badge` has one field of an enum of one case, so every badge equals every other: `remove:`
        // takes the sample state's badge and the appended one (docs/spec.md: every equal element).
        let test = try generatedTest("swappedAction", in: tests)
        #expect(test.contains("""
                    await store.send(.swapped(added: added, gone: gone)) {
                        $0.badges = []
                    }
            """), "\(test)")
    }

    @Test func aRemoveAfterAWhereStepKeepsTheElementTheStepChanged() throws {
        let tests = try #require(try files(Self.rowsShop)["ShopTests.swift"])
        // The sample state holds both samples (ids 1 and 2) of a list a `where:` step changes; the appended
        // row is the second sample too. Renamed to "z", the rows of id 2 no longer equal `row` (id 2, "b"):
        // they stay.
        let renamed = try generatedTest("renamedAction", in: tests)
        #expect(renamed.contains("""
                    await store.send(.renamed(rows: rows, id: id, row: row)) {
                        $0.rows = [ShopSamples.row, ShopSamples.Other.row, ShopSamples.Other.row]
                        $0.rows[1].name = "z"
                        $0.rows[2].name = "z"
                    }
            """))
    }

    // MARK: persisted Double at the largest Double

    static let totalsShop = """
        feature: Shop
        state:
          total: { type: Double, default: 1.7976931348623157e308, persist: true }
          exact: { type: Double, default: 9007199254740992, persist: true }
          count: { type: Int, default: 0, persist: true }
        actions:
          added:
            reduce: [ { increment: total, by: 0.25 }, { increment: exact, by: 0.25 }, { increment: count } ]
          halved:
            reduce: [ { decrement: total, by: 1e308 } ]
        """

    @Test func aPersistenceTestStartsWhereItsActionChangesTheField() throws {
        let tests = try #require(try files(Self.totalsShop)["ShopTests.swift"])
        // docs/generated-code.md: `added` leaves `exact` at its default (2^53 + 0.25 is 2^53 again), so its
        // test starts from the sample state (1.5), which `added` changes.
        let exact = try generatedTest("exactIsSavedWhenItChanges", in: tests)
        #expect(exact.contains("""
                    // The action leaves exact at its default as it is: start from the sample state, which it changes.
                    let initialState = sampleState()
                    let store = makeShopStore(persistenceStore: storage, initialState: initialState)
                    store.dispatch(.added)
                    #expect(store.state.exact != initialState.exact)
                    let restarted = makeShopStore(persistenceStore: storage)
                    #expect(restarted.state.exact == store.state.exact)
            """))
        // `added` leaves `total` at the largest Double too; `halved` is the first action to change it, from
        // the default state.
        let total = try generatedTest("totalIsSavedWhenItChanges", in: tests)
        #expect(total.contains("""
                    let store = makeShopStore(persistenceStore: storage)
                    store.dispatch(.halved)
                    #expect(store.state.total != ShopState().total)
            """))
        // An increment of an `Int` from 0 changes it: the test starts from the defaults, as before.
        let count = try generatedTest("countIsSavedWhenItChanges", in: tests)
        #expect(count.contains("""
                    let store = makeShopStore(persistenceStore: storage)
                    store.dispatch(.added)
                    #expect(store.state.count != ShopState().count)
            """))
    }

    @Test func theEvaluatorFindsWhichPersistedFieldsAnActionChangesFromEachStart() throws {
        let actions = try resolve(Self.totalsShop).actions
        let added = try #require(actions.first { $0.name == "added" })
        #expect(added.surelyChangedFields == ["total", "exact", "count"])
        #expect(added.persistedFieldsChangedFromDefaults == ["count"])
        #expect(added.persistedFieldsChangedFromSamples == ["total", "exact", "count"])
    }

    // MARK: A JSON value's null copied into an optional

    @Test func aJSONNullCopiedIntoAnOptionalJSONFieldIsExpectedAsTheJSONNull() throws {
        let tests = try #require(try files("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state: { data: "JSON?", items: JSON }
            endpoints:
              save:
                method: POST
                path: /save
                payload: { id: Int }
                query: { id: payload.id }
                concurrency: queue
                optimistic: [ { set: data, from: state.items } ]
            """)["ShopTests.swift"])
        // docs/spec.md ("Any JSON value"): a `JSON` field without a default holds JSON's `null`, a value;
        // copied into a `JSON?` field it is that value there, not `nil`. A failure puts `nil` back.
        let success = try generatedTest("saveSucceeds", in: tests)
        #expect(success.contains("$0.data = JSONValue.null"))
        #expect(!success.contains("$0.data = nil"))
        let failure = try generatedTest("saveFails", in: tests)
        #expect(failure.contains("$0.data = JSONValue.null"))
        #expect(failure.contains("$0.data = nil"))
    }

    // MARK: An optimistic step that writes the key the response is stored by

    @Test func theSuccessTestAnswersWithTheKeyAnOptimisticStepWrote() throws {
        let tests = try #require(try files("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            models:
              Row:
                fields: { id: Int, name: String }
            state:
              rows: "[Row]"
              selected: Int
            endpoints:
              rename:
                method: PUT
                path: /rows
                payload: { name: String }
                body: { fields: { name: payload.name } }
                response: Row
                store: { upsert: rows, by: name }
                concurrency: queue
                optimistic: [ { set: rows, where: { id: state.selected }, field: name, value: renamed } ]
            """)["ShopTests.swift"])
        // docs/spec.md: `upsert:` replaces the element with the response's `name`. The server answers for
        // the element as the optimistic step left it, so the test's response carries the name it wrote,
        // and the stored response replaces that element instead of being appended beside it; the element
        // before it, the first sample with another `id` (docs/generated-code.md, "Tests"), stays.
        let success = try generatedTest("renameSucceeds", in: tests)
        #expect(success.contains("response.name = \"renamed\""))
        #expect(success.contains("$0.rows = [ShopSamples.row, response]\n"), "\(success)")
    }

    // MARK: onSuccess steps that change what they set from the response

    @Test func onSuccessStepsToggleAndAddToWhatTheySetFromTheResponse() throws {
        let tests = try #require(try files("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state: { flag: Bool, count: Int }
            endpoints:
              check: { method: GET, path: /check, response: Bool, onSuccess: [ { set: flag, from: response }, { toggle: flag } ] }
              total: { method: GET, path: /total, response: Int, onSuccess: [ { set: count, from: response }, { increment: count, by: 2 } ] }
            """)["ShopTests.swift"])
        // docs/spec.md ("Outcome steps"): the steps run in order on the decoded response; the test answers
        // with its `response`, so the flag ends as its opposite and the count 2 above it.
        let check = try generatedTest("checkSucceeds", in: tests)
        #expect(check.contains("let response = true\n"))
        #expect(check.contains("$0.flag = false\n"))
        let total = try generatedTest("totalSucceeds", in: tests)
        #expect(total.contains("let response = 1\n"))
        #expect(total.contains("$0.count = 3\n"))
    }
}

/// docs/generated-code.md, "Tests": an optimistic step with `where:` is tested from a list holding an element
/// it matches; the start expects only the member the step changes, the failure the list as it was set up.
@Suite struct OptimisticElementTestExpectationTests {
    static let board = """
        feature: Board
        api: { baseURL: "http://localhost:8080" }
        models:
          Card: { fields: { id: Int, done: Bool } }
        state:
          cards: "[Card]"
        endpoints:
          finish:
            method: POST
            path: /cards/{id}/finish
            payload: { id: Int }
            params: { id: payload.id }
            optimistic:
              - set: cards
                where: { id: payload.id }
                field: done
                value: true
        """

    @Test func theStartExpectsOnlyTheMemberTheStepChanges() throws {
        let files = try generatedFiles(Self.board, module: "Board")
        let tests = try #require(files["BoardTests.swift"])
        let fails = try generatedTest("finishFails", in: tests)
        // The sample card has `id` 1 and `done` false; the step looks for `id` 2. The list holds the sample as
        // it is, then the sample with `id` 2, and the step changes only the second.
        #expect(fails.contains("let serverError = APIError.httpStatus(500, body: nil)"), "\(fails)")
        #expect(fails.contains("""
                    let store = makeStore {
                        $0.cards = [BoardSamples.card, BoardSamples.card]
                        $0.cards[1].id = 2
                    }
            """), "\(fails)")
        #expect(fails.contains("""
                        $0.finish.status = .loading(RequestID(1))
                        $0.cards[1].done = true
                        $0.finishUndoCards = [
            """), "\(fails)")
        #expect(fails.contains("""
                        $0.finish.status = .failed(serverError)
                        $0.cards = [BoardSamples.card, BoardSamples.card]
                        $0.cards[1].id = 2
                        $0.finishUndoCards = []
            """), "\(fails)")
    }
}

/// docs/generated-code.md, "Tests": a `remove:` step is tested from a list holding the value it removes, so
/// that the start removes it and the failure puts it back.
@Suite struct OptimisticRemoveTestExpectationTests {
    static let stars = """
        feature: Stars
        api: { baseURL: "http://localhost:8080" }
        state:
          starred: "[Int]"
        endpoints:
          unstar:
            method: DELETE
            path: /stars/{number}
            payload: { number: Int }
            params: { number: payload.number }
            optimistic:
              - remove: starred
                from: number
        """

    @Test func theFailureTestStartsFromAListHoldingTheRemovedValueAndPutsItBack() throws {
        let files = try generatedFiles(Self.stars, module: "Stars")
        let tests = try #require(files["StarsTests.swift"])
        let fails = try generatedTest("unstarFails", in: tests)
        // The payload's value is the second sample of Int, 2, after another value, Int's first sample, 1
        // (docs/generated-code.md, "Tests"): the start removes only 2.
        #expect(fails.contains("""
                    let store = makeStore {
                        $0.starred = [1, 2]
                    }
            """), "\(fails)")
        #expect(fails.contains("""
                        $0.starred = [1]
                        $0.unstarUndoStarred = [OptimisticWrite(RequestID(1), before: [1, 2], after: [1])]
            """), "\(fails)")
        #expect(fails.contains("""
                        $0.starred = [1, 2]
                        $0.unstarUndoStarred = []
            """), "\(fails)")
    }
}

/// docs/generated-code.md, "Tests": of three quick requests to a debounced endpoint only the last is sent,
/// and nothing before the whole debounce has passed.
@Suite struct DebounceTestExpectationTests {
    static let finder = """
        feature: Finder
        api: { baseURL: "http://localhost:8080" }
        state:
          query: { type: String, default: "" }
        endpoints:
          find:
            method: GET
            path: /find
            query: { q: state.query }
            debounce: 250ms
        """

    @Test func theTestChecksThatNothingIsSentOneMillisecondBeforeTheDebounceEnds() throws {
        let files = try generatedFiles(Self.finder, module: "Finder")
        let tests = try #require(files["FinderTests.swift"])
        let quick = try generatedTest("findSendsOnlyTheLastOfQuickRequests", in: tests)
        #expect(quick.contains("""
                    let debounce = Duration.milliseconds(250)
                    await clock.advance(by: debounce - .milliseconds(1))
                    #expect(repository.calls.isEmpty, "nothing is sent before the debounce has passed")
                    await clock.advance(by: .milliseconds(1))
                    await store.receive(.findResponse(.succeeded(RequestID(3))))
            """), "\(quick)")
    }
}

/// docs/generated-code.md, "AppTests.swift": the app test of a feature sends the first declared action that
/// changes the feature's default state (or sends requests of other features), else the first endpoint's
/// request action, so that leaving the feature's reducer out of the app's fails it.
@Suite struct AppRoutingCheckChoiceTests {
    func appTest(_ spec: String) throws -> String {
        let files = try generatedFiles(spec, module: "Shop", alongside: ["feature: Other\nstate:\n  n: Int\nactions:\n  tapped: {}\n"])
        let app = try #require(files["AppTests.swift"])
        return try generatedTest("shopActionsReachTheShopState", in: app)
    }

    @Test func anActionThatLeavesTheDefaultsAsTheyAreIsPassedOver() throws {
        let test = try appTest("""
            feature: Shop
            state:
              items: "[Int]"
              count: Int
            actions:
              cleared:
                reduce: [ { reset: items } ]
              bumped:
                reduce: [ { increment: count } ]
            """)
        #expect(test.contains("""
                    await store.send(.shop(.bumped)) {
                        $0.shop.count = 1
                    }
            """), "\(test)")
    }

    @Test func withoutAChangingActionTheFirstRequestIsSent() throws {
        let test = try appTest("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              selected: "Int?"
            actions:
              deselected:
                reduce: [ { reset: selected } ]
            endpoints:
              load:
                method: GET
                path: /items
            """)
        #expect(test.contains("""
                    await store.send(.shop(.load)) {
                        $0.shop.load.nextRequestID = RequestID(2)
                        $0.shop.load.status = .loading(RequestID(1))
                    }
            """), "\(test)")
    }
}

/// docs/generated-code.md, "Tests": only `remove:` and `append:` steps give the optimistic tests' list another
/// element; a `set:` of an optional list that starts `nil` leaves the start as it is.
@Suite struct OptimisticSetOfAnOptionalListTests {
    @Test func theStartStaysNilAndTheStepSetsTheList() throws {
        let files = try generatedFiles("""
            feature: Flags
            api: { baseURL: "http://localhost:8080" }
            state:
              flags: { type: "[Bool]?", default: null }
            endpoints:
              clear:
                method: POST
                path: /clear
                optimistic: [ { set: flags, value: [] } ]
            """, module: "Flags")
        let tests = try #require(files["FlagsTests.swift"])
        let fails = try generatedTest("clearFails", in: tests)
        #expect(fails.contains("let store = makeStore()\n"), "\(fails)")
        #expect(fails.contains("$0.flags = []\n"), "\(fails)")
        #expect(fails.contains("$0.flags = nil\n"), "\(fails)")
    }
}

/// docs/generated-code.md, "Middleware flavor": `FMiddleware.<endpoint>` sends a paginated endpoint's first
/// and next pages when it starts at once; one that waits (debounce or delay) also has
/// `FMiddleware.<nextPageAction>`, which sends a next page at once.
@Suite struct MiddlewareNextPageTests {
    static func middleware(debounce: String?) throws -> String {
        let files = try generatedFiles("""
            feature: Shop
            sideEffects: middleware
            api: { baseURL: "http://localhost:8080" }
            state:
              items: "[Int]"
            endpoints:
              list:
                method: GET
                path: /items
                response: "[Int]"
                store: items
                pagination: { style: page, pageSize: 2, nextPageAction: loadMore }
            \(debounce.map { "    debounce: \($0)" } ?? "")
            """, module: "Shop")
        let file = try #require(files["ShopMiddleware.swift"])
        // The `ShopMiddleware` enum, after `ShopRequestStarts` (whose `loadMore(state:)` starts a next page).
        let start = try #require(file.range(of: "enum ShopMiddleware {"))
        return String(file[start.lowerBound...])
    }

    @Test func anEndpointThatStartsAtOnceSendsItsNextPagesThroughItsOwnFunction() throws {
        let middleware = try Self.middleware(debounce: nil)
        #expect(middleware.contains("""
                    case .loadMore:
                        return Self.list(state: state, previous: previous, environment: environment)
            """), "\(middleware)")
        #expect(!middleware.contains("static func loadMore("), "\(middleware)")
    }

    @Test func anEndpointThatWaitsHasAFunctionForItsNextPages() throws {
        let middleware = try Self.middleware(debounce: "300ms")
        #expect(middleware.contains("""
                    case .loadMore:
                        return Self.loadMore(state: state, previous: previous, environment: environment)
            """), "\(middleware)")
        #expect(middleware.contains("static func loadMore("), "\(middleware)")
    }
}

/// docs/generated-code.md, "Tests": the next-page test sets a state field the request reads that is empty by
/// default to its second sample, and expects the call with it; a field with a telling default keeps it.
@Suite struct NextPageTestStartTests {
    static let shop = """
        feature: Shop
        api: { baseURL: "http://localhost:8080" }
        state:
          query: { type: String, default: "" }
          sort: { type: String, default: "name" }
          items: "[Int]"
        endpoints:
          search:
            method: GET
            path: /items
            query: { q: state.query, sort: state.sort }
            response: "[Int]"
            store: items
            pagination: { style: page, pageSize: 2, nextPageAction: loadMore }
        """

    @Test func anEmptyQueryIsSetToTheSecondSampleAndExpectedInTheCall() throws {
        let tests = try #require(try generatedFiles(Self.shop, module: "Shop")["ShopTests.swift"])
        let test = try generatedTest("searchAppendsTheNextPage", in: tests)
        #expect(test.contains("""
                    let store = makeStore {
                        $0.query = "b"
                        $0.items = [first]
            """), "\(test)")
        #expect(test.contains(#"= .search(query: "b", sort: "name", page: 2)"#), "\(test)")
    }

    @Test func withOnSuccessStepsTheStateIsLeftAsTheRequestTestsHaveIt() throws {
        let spec = Self.shop.replacingOccurrences(of: "  items: \"[Int]\"\n", with: "  items: \"[Int]\"\n  loads: Int\n")
            + "\n    onSuccess: [ { increment: loads } ]"
        let tests = try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
        let test = try generatedTest("searchAppendsTheNextPage", in: tests)
        #expect(!test.contains("$0.query = \"b\""), "\(test)")
        #expect(test.contains(#"= .search(query: "", sort: "name", page: 2)"#), "\(test)")
    }
}
