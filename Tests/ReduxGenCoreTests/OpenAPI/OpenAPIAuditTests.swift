import Testing
@testable import ReduxGenCore

/// docs/openapi.md rules an outside check of the import found unmet: a server URL whose scheme is written
/// in capitals, and an `enum` written without a `type`.
@Suite struct OpenAPIAuditTests {
    private static func document(server: String, property: String) -> String {
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
            Issue:
              type: object
              properties:
                \(property)

        """
    }

    /// "Servers": the first server is the base URL when it is an http or https URL with a host; a scheme is
    /// case-insensitive, so `HTTPS://` is https, written in lower case.
    @Test func aServerWhoseSchemeIsInCapitalsIsTheBaseURL() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(
            Self.document(server: "HTTPS://api.example.com/v1", property: "title: { type: string }"))
        #expect(diagnostics == [], "\(diagnostics)")
        #expect(spec.contains("baseURL: \"https://api.example.com/v1\""), "\(spec)")
    }

    /// "Schemas": an `enum` of strings is an enum model, with or without `type: string`.
    @Test func anEnumWithoutATypeIsAnEnumModel() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(
            Self.document(server: "https://api.example.com", property: "state: { enum: [open, closed] }"))
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
}
