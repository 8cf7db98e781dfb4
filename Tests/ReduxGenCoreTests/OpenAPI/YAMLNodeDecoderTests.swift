import Foundation
import Testing
@testable import ReduxGenCore

/// The Decoder over located YAML nodes: values typed by what the Decodable asks for, errors that lead
/// back to a line and column.
@Suite struct YAMLNodeDecoderTests {
    struct Sample: Decodable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var on: Bool
        var tags: [String]
        var nested: [String: Int]
        var note: String?
        var link: URL
    }

    private func node(_ text: String) throws -> YAMLNode {
        try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: "sample.yaml")
    }

    @Test func decodesScalarsSequencesAndMappingsByTheRequestedType() throws {
        let root = try node("""
            name: 1.0
            count: 3
            ratio: 0.5
            on: true
            tags: [a, "b"]
            nested: { x: 1 }
            note: null
            link: https://example.com/a
            """)
        let sample = try Sample(from: YAMLNodeDecoder(node: root))
        #expect(sample == Sample(
            name: "1.0", count: 3, ratio: 0.5, on: true, tags: ["a", "b"], nested: ["x": 1], note: nil,
            link: URL(string: "https://example.com/a")!
        ))
    }

    @Test func aQuotedNumberIsNotAnInteger() throws {
        let root = try node("""
            name: a
            count: "3"
            ratio: 1
            on: false
            tags: []
            nested: {}
            link: x
            """)
        #expect(throws: DecodingError.self) { try Sample(from: YAMLNodeDecoder(node: root)) }
    }

    @Test func anOpenAPIDecodingErrorIsLocatedAtTheOffendingNode() throws {
        let text = """
            openapi: 3.1.0
            info: { title: T, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - name: limit
                      in: somewhere
                  responses: {}
            """
        let root = try node(text)
        #expect {
            _ = try OpenAPIDocumentLoader().decode(root, file: "doc.yaml")
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticsError)?.diagnostics.first, let location = diagnostic.location else { return false }
            // The parameter whose 'in' is invalid: line 8 (the sequence item), not the start of the file.
            return location.line >= 8 && diagnostic.message.hasPrefix("invalid OpenAPI document: ")
        }
    }

    @Test func swaggerAndUnknownVersionsAreLocatedErrors() throws {
        #expect {
            _ = try OpenAPIDocumentLoader().decode(try node("swagger: '2.0'\ninfo: {}\n"), file: "doc.yaml")
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.message.contains("Swagger 2.0 documents are not supported") == true
        }
        #expect {
            _ = try OpenAPIDocumentLoader().decode(try node("openapi: 2.5.0\ninfo: {}\n"), file: "doc.yaml")
        } throws: { error in
            let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
            return diagnostic?.message == "unsupported OpenAPI version '2.5.0'; reduxgen reads OpenAPI 3.0 and 3.1 documents"
                && diagnostic?.location == SourceLocation(file: "sample.yaml", line: 1, column: 10)
        }
    }
}
