import Testing
@testable import ReduxGenCore

/// Extension keys (`x-...`): the team's data in a spec, passed on to templates as written, in every place
/// that takes them, while every other key is still checked.
@Suite struct SpecExtensionTests {
    static let spec = """
        feature: Shop
        api: { baseURL: "http://localhost:8080" }
        x-screen: { title: Shop, order: 2, tabs: [cart, "orders"], beta: true, ratio: 1.5, quoted: "7", none: ~ }
        models:
          Item:
            x-table: items
            fields:
              id: Int
              name: { type: String, x-label: Name }
          Size:
            enum: String
            cases: [small, large]
            x-picker: true
        state:
          items: { type: "[Item]", default: [], x-list: true }
          query: String
        actions:
          queryChanged:
            x-analytics: search_typed
            payload: { query: String }
            reduce: [{ set: query, from: query }]
          appeared: {}
        endpoints:
          load:
            x-cache: 60
            method: GET
            path: /items
            response: "[Item]"
            store: { into: items }
            triggers: [appeared]

        """

    @Test func everyPlaceThatTakesExtensionsKeepsThemAsWritten() throws {
        let (spec, diagnostics) = readSpec(Self.spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let shop = try #require(spec)
        #expect(shop.extensions == [
            "x-screen": [
                "title": "Shop", "order": 2, "tabs": ["cart", "orders"], "beta": true, "ratio": "1.5", "quoted": "7",
            ],
        ])
        #expect(shop.models[0].extensions == ["x-table": "items"])
        #expect(shop.models[0].fields[0].extensions == [:])
        #expect(shop.models[0].fields[1].extensions == ["x-label": "Name"])
        #expect(shop.models[1].extensions == ["x-picker": true])
        #expect(shop.state[0].extensions == ["x-list": true])
        #expect(shop.state[1].extensions == [:])
        #expect(shop.actions[0].extensions == ["x-analytics": "search_typed"])
        #expect(shop.endpoints[0].extensions == ["x-cache": 60])
    }

    @Test func theContextHoldsThemUnderExtensionsEverywhere() throws {
        let shop = try #require(readSpec(Self.spec).spec)
        let feature = try FeatureResolver(access: .internal, testModule: "App").resolve(shop, specPath: shop.file)
        guard case .dictionary(let context) = FeatureContext.make(feature) else { Issue.record("not a dictionary"); return }
        func extensions(_ value: TemplateValue?) -> TemplateValue? {
            guard case .dictionary(let entries)? = value else { return nil }
            return entries["extensions"]
        }
        func elements(_ key: String, of value: TemplateValue?) -> [TemplateValue] {
            guard case .dictionary(let entries)? = value, case .array(let items)? = entries[key] else { return [] }
            return items
        }
        let root = TemplateValue.dictionary(context)
        #expect(extensions(root) == .dictionary(shop.extensions))
        #expect(elements("models", of: root).map(extensions) == [["x-table": "items"], ["x-picker": true]])
        #expect(elements("fields", of: elements("models", of: root).first).map(extensions) == [[:], ["x-label": "Name"]])
        #expect(elements("stateFields", of: root).map(extensions) == [["x-list": true], [:]])
        #expect(elements("actions", of: root).map(extensions) == [["x-analytics": "search_typed"], [:]])
        #expect(elements("endpoints", of: root).map(extensions) == [["x-cache": 60]])
    }

    @Test func aTemplateReadsThemWithDottedNamesAndNeverFindsTheEnclosingOnes() throws {
        let shop = try #require(readSpec(Self.spec).spec)
        let feature = try FeatureResolver(access: .internal, testModule: "App").resolve(shop, specPath: shop.file)
        let template = """
            {{extensions.x-screen.title}} {{#actions}}[{{name}}:{{extensions.x-analytics}}{{extensions.x-screen.title}}]{{/actions}}
            """
        let renderer = try TemplateRenderer(templates: TemplateSet.builtIn.overridden(by: [
            TemplateSource(name: "Probe", text: template, origin: .file(path: "Probe.mustache")),
        ]))
        let text = try renderer.render(templateNamed: "Probe", context: FeatureContext.make(feature))
        #expect(text == "Shop [queryChanged:search_typed][appeared:]")
    }

    @Test func otherKeysAreStillCheckedWithSuggestions() {
        let lines = diagnosticLines("""
            feature: Shop
            x-fine: 1
            state:
              count: { type: Int, defualt: 0, x-fine: 2 }
            actions:
              tapped: { reduce: [{ increment: count, x-step: 1 }], custom: false, x-fine: 3 }

            """)
        #expect(lines == [
            "test.yaml:4:23: error: unknown key 'defualt' in state field 'count'; did you mean 'default'?",
            "test.yaml:6:42: error: unknown key 'x-step' in a reduce step of action 'tapped'",
        ])
    }

    @Test func aKeyTemplatesCouldNotNameIsALocatedError() {
        let lines = diagnosticLines("feature: Shop\nx-a.b: 1\nx-: 2\nx-é: 3\nactions:\n  tapped: {}\n")
        #expect(lines == [
            "test.yaml:2:1: error: the extension key 'x-a.b' needs ASCII letters, digits, '-' or '_' after 'x-', so templates can name it",
            "test.yaml:3:1: error: the extension key 'x-' needs ASCII letters, digits, '-' or '_' after 'x-', so templates can name it",
            "test.yaml:4:1: error: the extension key 'x-é' needs ASCII letters, digits, '-' or '_' after 'x-', so templates can name it",
        ])
    }

    @Test func modelsAndEndpointsTakenFromAnOpenAPIDocumentKeepTheirExtensions() throws {
        let document = OpenAPIFixtures.document(
            paths: """
                  /items:
                    get:
                      operationId: listItems
                      responses:
                        "200":
                          description: ok
                          content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Item" } } } }
                """,
            schemas: """
                    Item:
                      type: object
                      required: [id]
                      properties: { id: { type: integer } }
                """)
        let spec = """
            feature: Shop
            api: { openapi: shop.yaml }
            models:
              Item: { schema: Item, x-card: true }
            state:
              items: { type: "[Item]", default: [] }
            endpoints:
              listItems: { operation: listItems, store: items, x-cache: 60 }

            """
        let folder = try TemporaryFolder()
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["shop.yaml": document], in: folder)
        #expect(result.diagnostics.isEmpty, "\(OpenAPIFixtures.lines(result.diagnostics))")
        let shop = try #require(result.specs.first)
        #expect(shop.models.first { $0.name == "Item" }?.extensions == ["x-card": true])
        #expect(shop.endpoints[0].extensions == ["x-cache": 60])
    }
}
