import Testing
@testable import ReduxGenCore

@Suite struct SpecValidatorTests {
    @Test func typesResolveToModelSpecNamesAndDefaultsAreTyped() throws {
        let (spec, diagnostics) = readSpec("""
        feature: Shop
        models:
          shop_item: { fields: { id: Int } }
          Kind: { enum: String, cases: [food, in_store] }
        state:
          items: { type: "[ShopItem]", default: [] }
          kind: { type: Kind, default: inStore }
          scores: { type: "[String: Double]", default: { a: 1, b: 2.5 } }
          selected: ShopItem?
        actions: { tapped: {} }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let state = try #require(spec).state
        #expect(state[0].type == .array(.named("shop_item")))
        #expect(state[0].type.swiftSource == "[ShopItem]")
        #expect(state[1].defaultValue == .enumCase("in_store"))
        #expect(state[2].defaultValue == .dictionary([LiteralEntry(key: "a", value: .double(1)), LiteralEntry(key: "b", value: .double(2.5))]))
        #expect(state[3].defaultValue == .null)
    }

    @Test func keywordNamesAreAcceptedAndEscaped() throws {
        let (spec, diagnostics) = readSpec("""
        feature: Words
        state:
          default: Int
          class: String
        actions:
          return: {}
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(spec).state.map { SwiftName.escaped($0.swiftName) } == ["`default`", "`class`"])
    }

    @Test func literalValuesOfReduceStepsAreTyped() throws {
        let (spec, diagnostics) = readSpec("""
        feature: Tags
        state:
          tags: "[String]"
          limit: Int
        actions:
          seeded:
            reduce:
              - append: tags
                value: [a, b]
              - set: limit
                value: 5
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let steps = try #require(spec).actions[0].reduce
        guard case .append(.literal(let appended, _)) = steps[0].operation,
              case .set(.literal(let limit, _)) = steps[1].operation
        else {
            Issue.record("unexpected steps \(steps)")
            return
        }
        #expect(appended == .array([.string("a"), .string("b")]))
        #expect(limit == .int(5))
    }

    /// docs/spec.md, defaults: a `URL` is written as Foundation writes it; one Foundation would change (a
    /// space it percent-encodes) is an error that shows the URL to write.
    @Test func aURLValueIsWrittenAsAURLWritesIt() {
        let spec = { (url: String) in
            """
            feature: Links
            state:
              home: { type: URL, default: "\(url)" }
            actions:
              cleared: { reduce: [ { reset: home } ] }
            """
        }
        #expect(diagnosticLines(spec("https://example.com/a b")) == [
            "test.yaml:3:31: error: the default of state field 'home' is not a URL as written: write 'https://example.com/a%20b'",
        ])
        #expect(diagnosticLines(spec("https://example.com/a%20b")) == [])
    }

    /// A paginated endpoint's next-page action cannot trigger a request, and neither can its outcomes (no
    /// chain follows a paginated endpoint): the error suggests a declared action only.
    @Test func aNextPageActionAsATriggerSuggestsADeclaredAction() {
        let lines = diagnosticLines("""
            feature: Pages
            api: { baseURL: "http://localhost:8080" }
            state:
              items: { type: "[Int]", default: [] }
            actions:
              opened: {}
            endpoints:
              list: { method: GET, path: /items, response: "[Int]", store: items, pagination: { style: page, nextPageAction: more } }
              count: { method: GET, path: /count, triggers: [more] }
            """)
        #expect(lines == [
            "test.yaml:9:50: error: trigger 'more' of endpoint 'count' is a generated action of endpoint 'list' that cannot trigger requests; use a declared action",
        ])
    }

    @Test func namesThatClashInSwiftAreFoundInSmallAndLargeGroups() {
        // A model's fields are compared one by one up to eight, through a table above: a clash is reported
        // the same way, at the later name with a note at the first.
        for count in [3, 7, 8, 20] {  // 4, 8, 9 and 21 fields
            let fields = (1...count).map { "f\($0): Int" } + ["f_2: Int"]
            let lines = diagnosticLines("""
            feature: Clash
            models:
              Item: { fields: { \(fields.joined(separator: ", ")) } }
            state:
              count: Int
            actions:
              tapped: {}
            """)
            #expect(lines.count == 2, "\(count) fields: \(lines)")
            #expect(lines.first?.contains("field 'f_2' and 'f2' both become 'f2' in Swift") == true, "\(count) fields: \(lines)")
            #expect(lines.last?.contains("field 'f2' is defined here") == true, "\(count) fields: \(lines)")
        }
    }

    @Test func paginatedItemsMayComeFromTheStorePath() {
        let lines = diagnosticLines("""
        feature: Pages
        api: { baseURL: http://localhost:8080 }
        models:
          Page: { fields: { items: "[Int]", next: String? } }
        state:
          numbers: "[Int]"
        endpoints:
          load:
            method: GET
            path: /numbers
            response: Page
            store: { into: numbers, path: items }
            pagination:
              style: cursor
              cursor: { param: cursor, next: next }
              nextPageAction: loadMore
        """)
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test func everyProblemOfAFileIsReportedInOneRun() {
        let lines = diagnosticLines("""
        feature: Many
        state:
          a: { type: Int, default: x }
          b: { type: Bool, default: no }
          c: Missing
        actions: { tapped: {} }
        """)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("test.yaml:3:28: error:") == true)
        #expect(lines.last?.hasPrefix("test.yaml:5:6: error: unknown type 'Missing'") == true)
    }
}
