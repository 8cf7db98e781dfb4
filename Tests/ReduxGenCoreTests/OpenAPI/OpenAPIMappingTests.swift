import Foundation
import Testing
@testable import ReduxGenCore

/// The mapping table of docs/openapi.md, row by row, with the expected spec types written from the table.
@Suite struct OpenAPIMappingTests {
    private func load(_ text: String) throws -> LoadedOpenAPIDocument {
        let root = try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: "doc.yaml")
        return try OpenAPIDocumentLoader().decode(root, file: "doc.yaml")
    }

    private func select(_ text: String, operations: [String]? = nil, schemas: [String] = []) throws -> (OpenAPISelection, [String]) {
        var mapper = OpenAPIMapper(try load(text))
        let entries = mapper.operationEntries().filter { operations?.contains($0.operationId) ?? true }
        let selection = mapper.select(operations: entries, schemas: schemas.map { ($0, ["components", "schemas", $0]) })
        return (selection, OpenAPIFixtures.lines(mapper.warnings))
    }

    private func fields(_ selection: OpenAPISelection, _ model: String) -> [String] {
        guard case .structure(let fields)? = selection.models.first(where: { $0.name == model })?.kind else { return [] }
        return fields.map { "\($0.name): \($0.type)" + ($0.explicitKey.map { " key \($0)" } ?? "") }
    }

    private static let schemas = """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        paths: {}
        components:
          schemas:
            Everything:
              type: object
              required: [id, when, day, key, link, count, big, ratio, small, flag, kind, level, list, map, child, me$sage]
              properties:
                id: { type: string }
                when: { type: string, format: date-time }
                day: { type: string, format: date }
                key: { type: string, format: uuid }
                link: { type: string, format: uri }
                count: { type: integer, format: int32 }
                big: { type: integer, format: int64 }
                ratio: { type: number, format: double }
                small: { type: number, format: float }
                flag: { type: boolean }
                kind: { type: string, enum: [a, b-c, ""] }
                level: { type: integer, enum: [1, 2] }
                list: { type: array, items: { $ref: "#/components/schemas/Child" } }
                map: { type: object, additionalProperties: { type: integer } }
                child: { $ref: "#/components/schemas/Child" }
                me$sage: { type: string }
                maybe: { type: string }
                nothing: { type: string, nullable: true }
            Child:
              type: object
              properties:
                children: { type: array, items: { $ref: "#/components/schemas/Child" } }
                parent: { $ref: "#/components/schemas/Child" }
        """

    @Test func schemasMapByTheTable() throws {
        let (selection, warnings) = try select(Self.schemas, schemas: ["Everything"])
        #expect(fields(selection, "Everything") == [
            "id: String", "when: Date", "day: String", "key: UUID", "link: URL", "count: Int", "big: Int", "ratio: Double",
            "small: Double", "flag: Bool", "kind: EverythingKind", "level: EverythingLevel", "list: [Child]",
            "map: [String: Int]", "child: Child", "meSage: String key me$sage", "maybe: String?", "nothing: String?",
        ])
        let kind = selection.models.first { $0.name == "EverythingKind" }?.kind
        #expect(kind == .enumeration(.string, [
            MappedCase(name: "a", rawValue: .string("a")), MappedCase(name: "bC", rawValue: .string("b-c")),
            MappedCase(name: "empty", rawValue: .string("")),
        ]))
        #expect(selection.models.first { $0.name == "EverythingLevel" }?.kind == .enumeration(.int, [
            MappedCase(name: "value1", rawValue: .int(1)), MappedCase(name: "value2", rawValue: .int(2)),
        ]))
        // A cycle through an array is kept; a struct holding itself directly is skipped (optional field).
        #expect(fields(selection, "Child") == ["children: [Child]?"])
        #expect(warnings == [
            "doc.yaml:32:17: warning: property 'parent' of schema 'Child' is skipped: it makes model 'Child' contain itself; the spec language needs such a cycle to pass through an array",
        ])
    }

    private static let operations = """
        openapi: 3.1.0
        info: { title: T, version: "1" }
        servers: [{ url: "https://api.example.com/v1/" }]
        paths:
          /things/{thingId}:
            parameters:
              - { name: thingId, in: path, required: true, schema: { type: string, format: uuid } }
            put:
              operationId: putThing
              parameters:
                - { name: tags, in: query, schema: { type: array, items: { type: string } } }
                - { name: X-Trace, in: header, schema: { type: string } }
                - { name: session, in: cookie, schema: { type: string } }
              requestBody:
                required: true
                content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } }
              responses:
                "400": { description: bad }
                "201":
                  description: made
                  content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } }
              callbacks:
                done: {}
            delete:
              operationId: deleteThing
              responses:
                "204": { description: gone }
          /upload:
            post:
              operationId: upload
              requestBody:
                required: true
                content: { application/octet-stream: { schema: { type: string, format: binary } } }
              responses:
                "200": { description: ok }
          /pick:
            get:
              operationId: pick
              parameters:
                - { name: ids, in: query, explode: false, schema: { type: array, items: { type: integer } } }
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/Shape" } } }
        components:
          schemas:
            Thing: { type: object, required: [id], properties: { id: { type: string } } }
            Shape:
              oneOf:
                - { type: object, properties: { radius: { type: number } } }
                - { type: object, properties: { side: { type: number } } }
        """

    /// The table's "property names" row: Latin letters with accents are spelled in ASCII, other scripts'
    /// letters separate words; the JSON key stays as the document writes it.
    @Test func accentedLatinLettersAreSpelledInASCII() throws {
        let (selection, _) = try select("""
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths: {}
            components:
              schemas:
                Café:
                  type: object
                  required: [größe, crème_brûlée, 名前x]
                  properties:
                    größe: { type: integer }
                    crème_brûlée: { type: string, enum: [déjà-vu] }
                    名前x: { type: string }
            """, schemas: ["Café"])
        #expect(selection.models.map(\.name).contains("Cafe"))
        #expect(fields(selection, "Cafe") == ["grosse: Int key größe", "cremeBrulee: CafeCremeBrulee key crème_brûlée", "x: String key 名前x"])
        #expect(selection.models.first { $0.name == "CafeCremeBrulee" }?.kind == .enumeration(.string, [
            MappedCase(name: "dejaVu", rawValue: .string("déjà-vu")),
        ]))
    }

    @Test func operationsMapByTheTable() throws {
        let (selection, warnings) = try select(Self.operations)
        guard case .success(let put)? = selection.operations["putThing"] else {
            Issue.record("putThing was not mapped: \(String(describing: selection.operations["putThing"]))")
            return
        }
        #expect(put.method == .put)
        #expect(put.path == "/things/{thingId}")
        #expect(put.payload.map { "\($0.name): \($0.type)" } == ["thingId: UUID", "tags: [String]?", "xTrace: String?", "body: PutThingRequest"])
        #expect(put.pathParameters == [MappedParameter(name: "thingId", payloadField: "thingId")])
        #expect(put.query == [MappedParameter(name: "tags", payloadField: "tags")])
        #expect(put.headers == [MappedParameter(name: "X-Trace", payloadField: "xTrace")])
        #expect(put.bodyField == "body")
        #expect(put.response == .named("Thing"))
        guard case .success(let delete)? = selection.operations["deleteThing"] else {
            Issue.record("deleteThing was not mapped")
            return
        }
        #expect(delete.response == nil)
        #expect(delete.payload.map(\.name) == ["thingId"])
        // A `oneOf` of two objects is a sum type of two inline structs; the query array it cannot send is skipped.
        guard case .success(let pick)? = selection.operations["pick"] else {
            Issue.record("pick was not mapped")
            return
        }
        #expect(pick.response == .named("Shape"))
        #expect(pick.payload.isEmpty)
        for skipped in ["upload"] {
            guard case .failure(let problem)? = selection.operations[skipped] else {
                Issue.record("\(skipped) should be skipped")
                continue
            }
            #expect(!problem.isError)
        }
        #expect(warnings.contains("doc.yaml:13:11: warning: cookie parameter 'session' of operation 'putThing' is skipped: cookie parameters are not supported"), "\(warnings)")
        #expect(warnings.contains { $0.contains("the callbacks of operation 'putThing' are not mapped") }, "\(warnings)")
        if case .failure(let problem)? = selection.operations["upload"] {
            #expect(problem.message.contains("only JSON and form (application/x-www-form-urlencoded) bodies are supported, this one is application/octet-stream"))
        }
        #expect(warnings.contains { $0.contains("query parameter 'ids' of operation 'pick' is skipped") }, "\(warnings)")
    }

    @Test func theBaseURLIsTheFirstServerWithoutItsTrailingSlash() throws {
        let loaded = try load(Self.operations)
        #expect(loaded.document.servers.first.map(OpenAPIServerURL.baseURL(of:)) == "https://api.example.com/v1")
    }

    @Test func fieldsNameTheirJSONKeyWhereTheSpecsKeyStrategyWouldDeriveAnother() throws {
        let text = """
            openapi: 3.1.0
            info: { title: T, version: "1" }
            paths: {}
            components:
              schemas:
                User:
                  type: object
                  properties:
                    photo_url: { type: string }
                    fullName: { type: string }
            """
        let root = try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: "doc.yaml")
        var mapper = OpenAPIMapper(try OpenAPIDocumentLoader().decode(root, file: "doc.yaml"), keyStrategy: .snakeCase)
        let selection = mapper.select(operations: [], schemas: [("User", ["components", "schemas", "User"])])
        // snake_case derives photo_url from photoUrl, but full_name from fullName: that one needs its key.
        #expect(fields(selection, "User") == ["photo_url: String?", "fullName: String? key fullName"])
    }

    @Test func aDeepObjectQueryParameterIsOneItemPerProperty() throws {
        let text = """
            openapi: 3.1.0
            info: { title: T, version: "1" }
            paths:
              /search:
                get:
                  operationId: search
                  parameters:
                    - name: filter
                      in: query
                      required: true
                      style: deepObject
                      explode: true
                      schema: { type: object, required: [name], properties: { name: { type: string }, age: { type: integer } } }
                  responses: { "204": { description: none } }
            """
        let (selection, warnings) = try select(text)
        #expect(warnings.isEmpty, "\(warnings)")
        guard case .success(let search)? = selection.operations["search"] else {
            Issue.record("search was not mapped")
            return
        }
        #expect(search.payload.map { "\($0.name): \($0.type)" } == ["filterName: String", "filterAge: Int?"])
        #expect(search.query == [
            MappedParameter(name: "filter[name]", payloadField: "filterName"),
            MappedParameter(name: "filter[age]", payloadField: "filterAge"),
        ])
    }
}
