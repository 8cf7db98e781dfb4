import Testing
@testable import ReduxGenCore

/// docs/openapi.md rules an outside check of the import found unmet: a server URL whose scheme is written
/// in capitals, an `enum` written without a `type`, and an `allOf` part that only requires a property.
@Suite struct OpenAPIAuditTests {
    /// A document whose one operation answers an `Issue`, with `schemas` (one flow mapping each) as its
    /// components.
    private static func document(server: String = "https://api.example.com", schemas: [String]) -> String {
        """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        servers: [{ url: "\(server)" }]
        paths:
          /issues:
            get:
              operationId: listIssues
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: '#/components/schemas/Issue' } } }
        components:
          schemas:
            \(schemas.joined(separator: "\n    "))

        """
    }

    /// "Servers": the first server is the base URL when it is an http or https URL with a host; a scheme is
    /// case-insensitive, so `HTTPS://` is https, written in lower case.
    @Test func aServerWhoseSchemeIsInCapitalsIsTheBaseURL() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document(
            server: "HTTPS://api.example.com/v1", schemas: ["Issue: { type: object, properties: { title: { type: string } } }"]))
        #expect(diagnostics == [], "\(diagnostics)")
        #expect(spec.contains("baseURL: \"https://api.example.com/v1\""), "\(spec)")
    }

    /// "Schemas": an `enum` of strings is an enum model, with or without `type: string`.
    @Test func anEnumWithoutATypeIsAnEnumModel() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(
            Self.document(schemas: ["Issue: { type: object, properties: { state: { enum: [open, closed] } } }"]))
        #expect(diagnostics == [], "\(diagnostics)")
        #expect(spec.contains("      state: \"IssueState?\"\n"), "\(spec)")
        #expect(spec.contains("""
              IssueState:
                enum: String
                cases:
                  open: "open"
                  closed: "closed"
            """), "\(spec)")
    }

    /// "Schemas": a property of an `allOf` takes the schema a part declares for it; a part that only names
    /// it under `required` makes it required, gives it no type of its own and is no "other type".
    @Test(arguments: [
        "[{ type: object, required: [title] }, { $ref: '#/components/schemas/Base' }]",
        "[{ $ref: '#/components/schemas/Base' }, { type: object, required: [title] }]",
    ])
    func anAllOfPartThatOnlyRequiresAPropertyKeepsItsDeclaredType(parts: String) throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document(schemas: [
            "Issue: { allOf: \(parts) }",
            "Base: { type: object, properties: { title: { type: string }, body: { type: string } } }",
        ]))
        #expect(diagnostics == [], "\(diagnostics)")
        #expect(spec.contains("""
              Issue:
                fields:
                  title: String
                  body: "String?"
            """), "\(spec)")
    }
}
