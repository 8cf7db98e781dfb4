import Foundation
import Testing
@testable import ReduxGenCore

/// What one operation or property of a document cannot be never aborts an import or a reference: path keys
/// with a fragment or query, operationIds that become one Swift name, a property named `""`
/// (docs/openapi.md, "Path keys, names and empty properties").
@Suite struct OpenAPIImportRobustnessTests {
    private static let link = """
            Link:
              type: object
              properties:
                url: { type: string }
        """

    @Test func aPathKeysFragmentIsDroppedWithAWarningAtTheKey() throws {
        let document = OpenAPIFixtures.document(paths: """
              /files/{id}#get_link:
                get:
                  operationId: getFileLink
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Link" } } } } }
            """, schemas: Self.link)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:5:3: warning: the path key '/files/{id}#get_link' is more than a path: its fragment '#get_link' is never sent; the path is '/files/{id}'",
        ])
        #expect(spec.contains("  getFileLink:\n    method: GET\n    path: \"/files/{id}\"\n"), "\(spec)")
    }

    @Test func aPathKeysQueryIsSentAsFixedQueryItems() throws {
        let document = OpenAPIFixtures.document(paths: """
              /assistants?beta=true&mode=a%20b:
                get:
                  operationId: listAssistants
                  parameters: [{ name: limit, in: query, schema: { type: integer } }]
                  responses: { "204": { description: none } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:5:3: warning: the path key '/assistants?beta=true&mode=a%20b' is more than a path: its query 'beta=true&mode=a%20b' is sent as the fixed query items beta=true&mode=a b; the path is '/assistants'",
        ])
        #expect(spec.contains("    path: \"/assistants\"\n    payload: { limit: \"Int?\" }\n    query: { \"beta\": { value: \"true\" }, \"mode\": { value: \"a b\" }, \"limit\": payload.limit }\n"), "\(spec)")
    }

    @Test func theReferenceFormSendsTheSameFixedQueryItems() throws {
        let document = OpenAPIFixtures.document(paths: """
              /assistants?beta=true#list:
                get:
                  operationId: listAssistants
                  responses: { "204": { description: none } }
            """)
        let spec = """
            feature: Assistants
            api:
              openapi: doc.yaml
            endpoints:
              listAssistants:
                operation: listAssistants
            """
        let folder = try TemporaryFolder()
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["doc.yaml": document], in: folder)
        #expect(OpenAPIFixtures.lines(result.diagnostics) == [
            "doc.yaml:5:3: warning: the path key '/assistants?beta=true#list' is more than a path: its fragment '#list' is never sent; its query 'beta=true' is sent as the fixed query item beta=true; the path is '/assistants'",
        ])
        let endpoint = try #require(result.specs.first?.endpoints.first)
        #expect(endpoint.path == "/assistants")
        #expect(endpoint.query.map(\.name) == ["beta"])
        if case .literal(let value, _)? = endpoint.query.first?.source { #expect(value == "true") } else { Issue.record("beta is not a literal") }
    }

    @Test func operationIdsThatBecomeOneSwiftNameAreNumberedInDocumentOrder() throws {
        let document = OpenAPIFixtures.document(paths: """
              /things:
                get:
                  operationId: get_things
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } } }
                post:
                  operationId: getThings
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:10:20: warning: operation 'getThings' is imported as the endpoint 'getThings2': its operationId and that of operation 'get_things' become the same Swift name",
        ])
        #expect(spec.contains("  get_things:\n    method: GET\n"), "\(spec)")
        #expect(spec.contains("  getThings2:\n    method: POST\n"), "\(spec)")
        #expect(spec.contains("    store: getThings2Result\n"), "\(spec)")
    }

    @Test func anOptionalPropertyNamedEmptyIsSkippedWithAWarning() throws {
        let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("listLinks", at: "/links", returning: "Link"), schemas: Self.link + "\n        \"\": { type: string }")
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:15:13: warning: property '' of schema 'Link' is skipped: a property with an empty name cannot be a field: the spec language needs a JSON key",
        ])
        #expect(spec.contains("  Link:\n    fields:\n      url: \"String?\"\n\n"), "\(spec)")
    }

    @Test func aRequiredPropertyNamedEmptySkipsItsSchemaAndTheOperationsUsingIt() throws {
        let document = OpenAPIFixtures.document(paths: """
              /links:
                get:
                  operationId: listLinks
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Link" } } } } }
              /ping:
                get:
                  operationId: ping
                  responses: { "204": { description: none } }
            """, schemas: Self.link + "\n        \"\": { type: string }\n      required: [\"\"]")
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:19:13: warning: operation 'listLinks' is skipped: required property '' of schema 'Link': a property with an empty name cannot be a field: the spec language needs a JSON key",
        ])
        #expect(spec.contains("  ping:\n"), "\(spec)")
        #expect(!spec.contains("listLinks"), "\(spec)")
    }

    @Test func aMultipartOperationIsSkippedEvenWhenTheBodyIsNotMarkedRequired() throws {
        let document = OpenAPIFixtures.document(paths: """
              /files:
                post:
                  operationId: uploadFile
                  requestBody:
                    content:
                      multipart/form-data: { schema: { type: object, properties: { file: { type: string, format: binary } } } }
                  responses: { "204": { description: none } }
              /ping:
                get:
                  operationId: ping
                  responses: { "204": { description: none } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:9:9: warning: operation 'uploadFile' is skipped: the request body of operation 'uploadFile': only JSON and form (application/x-www-form-urlencoded) bodies are supported, this one is multipart/form-data",
        ])
        #expect(!spec.contains("uploadFile") && spec.contains("  ping:\n"), "\(spec)")
    }

    @Test func aFormBodyIsOnePayloadFieldPerPropertySentAsAFormField() throws {
        let document = OpenAPIFixtures.document(paths: """
              /charges/{id}:
                post:
                  operationId: createCharge
                  parameters: [{ name: amount, in: query, schema: { type: integer } }, { name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { $ref: "#/components/schemas/ChargeForm" }
                        encoding: { "expand[]": { style: form, explode: true } }
                      multipart/form-data: { schema: { type: object, properties: { file: { type: string, format: binary } } } }
                  responses: { "204": { description: none } }
            """, schemas: """
                ChargeForm:
                  type: object
                  required: [amount, currency]
                  properties:
                    amount: { type: integer }
                    currency: { type: string, enum: [usd, eur] }
                    "expand[]": { type: array, items: { type: string } }
                    capture: { type: boolean }
                    created: { type: string, format: date-time }
                    metadata: { type: object, properties: { key: { type: string } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:27:19: warning: form field 'metadata' of operation 'createCharge' is skipped: a form field must be a string, number, Bool, UUID, URL, Date, enum or an array of them; nested objects are not sent in forms",
        ])
        #expect(spec.contains("""
              createCharge:
                method: POST
                path: "/charges/{id}"
                payload: { amount: "Int?", id: String, amount2: Int, currency: CreateChargeCurrency, expand: "[String]?", capture: "Bool?", created: "Date?" }
                params: { "id": payload.id }
                query: { "amount": payload.amount }
                body: { form: { "amount": payload.amount2, "currency": payload.currency, "expand[]": payload.expand, "capture": payload.capture, "created": payload.created } }
                response: none
            """), "\(spec)")
    }

    @Test func aFormBodyWithARequiredNestedObjectOrACommaSeparatedArraySkipsItsOperation() throws {
        let document = OpenAPIFixtures.document(paths: """
              /a:
                post:
                  operationId: nested
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, required: [card], properties: { card: { type: object, properties: { number: { type: string } } } } }
                  responses: { "204": { description: none } }
              /b:
                put:
                  operationId: commaSeparated
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, required: [ids], properties: { ids: { type: array, items: { type: integer } } } }
                        encoding: { ids: { style: form, explode: false } }
                  responses: { "204": { description: none } }
              /c:
                get:
                  operationId: formOnGet
                  requestBody:
                    content:
                      application/x-www-form-urlencoded: { schema: { type: object, properties: { q: { type: string } } } }
                  responses: { "204": { description: none } }
              /d:
                delete:
                  operationId: bulkDelete
                  requestBody:
                    content:
                      application/json: { schema: { type: object, properties: { ids: { type: array, items: { type: integer } } } } }
                  responses: { "204": { description: none } }
              /e:
                get:
                  operationId: ping
                  responses: { "204": { description: none } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        // docs/openapi.md, "Rules for skipped": a body reduxgen cannot send skips its operation, even when
        // the document does not mark it required (a GET or DELETE carries no body in reduxgen).
        #expect(diagnostics == [
            "doc.yaml:11:75: warning: operation 'nested' is skipped: the request body of operation 'nested': form field 'card': a form field must be a string, number, Bool, UUID, URL, Date, enum or an array of them; nested objects are not sent in forms",
            "doc.yaml:20:30: warning: operation 'commaSeparated' is skipped: the request body of operation 'commaSeparated': form field 'ids': an array in a form body is sent as 'style: form, explode: true' only (one field per element)",
            "doc.yaml:26:9: warning: operation 'formOnGet' is skipped: the request body of operation 'formOnGet': a GET request cannot carry a body in reduxgen",
            "doc.yaml:33:9: warning: operation 'bulkDelete' is skipped: the request body of operation 'bulkDelete': a DELETE request cannot carry a body in reduxgen",
        ])
        #expect(!spec.contains("nested:") && !spec.contains("commaSeparated:") && !spec.contains("formOnGet:"), "\(spec)")
        #expect(!spec.contains("bulkDelete:") && spec.contains("  ping:\n"), "\(spec)")
    }

    /// docs/openapi.md: the spec an import writes always validates. A property `hashValue` (every model is
    /// Hashable) and properties or parameters whose generated locals would meet (`default`, which is bound
    /// to `defaultValue`, beside `defaultValue`) get names of their own, their JSON keys as written.
    @Test func namesGeneratedCodeReservesGetNamesOfTheirOwn() throws {
        let document = OpenAPIFixtures.document(paths: """
              /things:
                post:
                  operationId: makeThing
                  parameters:
                    - { name: store, in: query, schema: { type: string } }
                    - { name: storeValue, in: query, schema: { type: string } }
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } } }
            """, schemas: """
                Thing:
                  type: object
                  properties:
                    hashValue: { type: integer }
                    default: { type: integer }
                    defaultValue: { type: integer }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.filter { $0.contains("error") } == [], "\(diagnostics)")
        #expect(spec.contains("hashValue2: { type: \"Int?\", key: hashValue }"), "\(spec)")
        #expect(spec.contains("defaultValue2: { type: \"Int?\", key: defaultValue }"), "\(spec)")
        #expect(spec.contains("storeValue2"), "\(spec)")
    }

    /// An integer enum may hold the smallest Int64; its case is named after the value.
    @Test func theSmallestIntegerIsAnEnumValueLikeAnyOther() throws {
        let document = OpenAPIFixtures.document(paths: """
              /e:
                get:
                  operationId: getE
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: integer, enum: [-9223372036854775808, 1] } } } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.filter { $0.contains("error") } == [], "\(diagnostics)")
        #expect(spec.contains("valueMinus9223372036854775808"), "\(spec)")
    }

    /// docs/openapi.md: an operationId that would clash with a name another operation's endpoint generates
    /// (`login` generates the action `loginResponse` and the state field `loginResult`) is numbered, with a
    /// warning, so the imported spec validates.
    @Test func anOperationIdThatAnotherEndpointGeneratesIsNumbered() throws {
        let document = OpenAPIFixtures.document(paths: """
              /login:
                post:
                  operationId: login
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: string } } } } }
                put:
                  operationId: loginResponse
                  responses: { "204": { description: none } }
              /result:
                get:
                  operationId: loginResult
                  responses: { "204": { description: none } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.filter { $0.contains("error") } == [], "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("operation 'loginResponse' is imported as the endpoint 'loginResponse2': named after its operationId, it and operation 'login' would both have the name 'loginResponse' in the spec") }, "\(diagnostics)")
        #expect(spec.contains("  loginResponse2:\n"), "\(spec)")
        #expect(spec.contains("  loginResult2:\n"), "\(spec)")
    }

    /// docs/openapi.md: a server URL's query is left out of the base URL; the headers OpenAPI says to ignore
    /// are ignored; a matrix-style path parameter and a query array of arrays skip what holds them. The
    /// spec written validates.
    @Test func serverQueriesIgnoredHeadersAndUnsupportedStylesGiveASpecThatValidates() throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            servers: [{ url: "https://x.example.com/api?v=1" }]
            components:
              securitySchemes: { bearer: { type: http, scheme: bearer } }
            security: [{ bearer: [] }]
            paths:
              /me:
                get:
                  operationId: me
                  parameters:
                    - { name: Authorization, in: header, schema: { type: string } }
                    - { name: j, in: query, schema: { type: array, items: { type: array, items: { type: string } } } }
                  responses: { "204": { description: none } }
              /matrix/{id}:
                get:
                  operationId: matrixStyle
                  parameters: [{ name: id, in: path, required: true, style: matrix, schema: { type: string } }]
                  responses: { "204": { description: none } }

            """
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.filter { $0.contains("error") } == [], "\(diagnostics)")
        #expect(spec.contains("baseURL: \"https://x.example.com/api\"") || spec.contains("baseURL: https://x.example.com/api\n"), "\(spec)")
        #expect(diagnostics.contains { $0.contains("header parameter 'Authorization' of") && $0.contains("is ignored") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("query parameter 'j' of") && $0.contains("is skipped") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("matrixStyle") && $0.contains("style: matrix") }, "\(diagnostics)")
        #expect(spec.contains("  me:\n"), "\(spec)")
        #expect(!spec.contains("matrixStyle:"), "\(spec)")
    }

    /// A schema that is an array of itself is valid OpenAPI no Swift type holds: the operation using it is
    /// skipped with a warning, and the others are imported.
    @Test func anArrayOfItselfSkipsTheOperationsUsingIt() throws {
        let document = OpenAPIFixtures.document(paths: """
              /ok:
                get:
                  operationId: fine
                  responses: { "204": { description: none } }
              /arr:
                get:
                  operationId: getNested
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Nested" } } } } }
            """, schemas: """
                Nested: { type: array, items: { $ref: "#/components/schemas/Nested" } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.filter { $0.contains("error") } == [], "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("getNested") && $0.contains("contains itself through arrays or dictionaries only") }, "\(diagnostics)")
        #expect(spec.contains("  fine:\n"), "\(spec)")
        #expect(!spec.contains("getNested:"), "\(spec)")
    }

    /// docs/openapi.md: an `allOf` takes each property from the first part that has it; a later part that
    /// gives it another type gets a warning at that property.
    @Test func anAllOfPropertyOfAnotherTypeInALaterPartIsAWarning() throws {
        let document = OpenAPIFixtures.document(paths: """
              /cat:
                get:
                  operationId: getCat
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            allOf:
                              - { type: object, properties: { meow: { type: boolean } } }
                              - { type: object, properties: { meow: { type: string } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.contains { $0.contains("warning: property 'meow' has another type here than in an earlier part of the 'allOf'") }, "\(diagnostics)")
        #expect(spec.contains("meow: \"Bool?\""), "\(spec)")
    }

    /// docs/openapi.md: a parameter that cannot be sent as written (an empty name, a header another
    /// parameter already sends in other letter case) is skipped with a warning.
    @Test func parametersThatCannotBeSentAsWrittenAreSkipped() throws {
        let document = OpenAPIFixtures.document(paths: """
              /p:
                get:
                  operationId: getP
                  parameters:
                    - { name: "", in: query, schema: { type: string } }
                    - { name: X-Request-ID, in: header, schema: { type: string } }
                    - { name: x-request-id, in: header, schema: { type: string } }
                  responses: { "204": { description: none } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.filter { $0.contains("error") } == [], "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("query parameter '' of") && $0.contains("empty name") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("header parameter 'x-request-id' of") && $0.contains("another parameter sends that header") }, "\(diagnostics)")
        #expect(spec.contains("X-Request-ID"), "\(spec)")
        #expect(!spec.contains("\"\": payload"), "\(spec)")
    }
}
