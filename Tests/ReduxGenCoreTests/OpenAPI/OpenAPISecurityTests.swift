import Foundation
import Testing
@testable import ReduxGenCore

/// docs/openapi.md, "Security": `components.securitySchemes` with the document's and the operations'
/// `security` map onto `api.auth` (HTTP bearer, an API key in a header or the query); an operation without a
/// credential gets `auth: none`; what cannot be mapped is a warning located in the document, never dropped
/// silently. Documents in `Tests/Fixtures/OpenAPI/Security`.
@Suite struct OpenAPISecurityTests {
    static let folder = GenerationFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/OpenAPI/Security")

    static func importing(_ file: String) throws -> OpenAPIImportResult {
        try OpenAPIImporter(feature: "Imported").run(documentPath: folder.appendingPathComponent(file).path, specFile: "imported.yaml")
    }

    /// The lines of the endpoint `name` in a starter spec, up to the next endpoint.
    static func endpoint(_ name: String, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "  \(name):") else { return [] }
        let rest = lines[(start + 1)...].prefix { $0.hasPrefix("    ") }
        return Array(rest)
    }

    @Test func theSchemeMostOperationsUseBecomesApiAuthFromADeclaredStateField() throws {
        let text = try Self.importing("secured.yaml").specText
        #expect(text.contains("\n  auth: { bearer: state.token }\n"))
        #expect(text.contains("\n  token: { type: String, default: \"\", sensitive: true }\n"))
        #expect(!Self.endpoint("listItems", in: text).contains("    auth: none"), "the document's bearer requirement applies")
        #expect(!Self.endpoint("either", in: text).contains("    auth: none"), "its second alternative is the bearer token")
        for name in ["login", "getStats", "legacy", "both"] {
            #expect(Self.endpoint(name, in: text).contains("    auth: none"), "\(name) carries no bearer token")
        }
    }

    @Test func whatCannotBeMappedIsAWarningInTheDocument() throws {
        let diagnostics = OpenAPIFixtures.lines(try Self.importing("secured.yaml").diagnostics)
        #expect(diagnostics == [
            "secured.yaml:28:9: warning: operation 'legacy' requires the security scheme 'basic' (HTTP basic), or the security scheme 'sessionCookie' (an API key in a cookie), which reduxgen cannot express; its requests are sent without a credential: give it one by hand",
            "secured.yaml:35:9: warning: operation 'either' accepts 2 security alternatives; the spec sends the first one it can express, bearer (security scheme 'bearerAuth')",
            "secured.yaml:42:9: warning: operation 'both' requires the security schemes 'bearerAuth' and 'statsKey' together, which reduxgen cannot express; its requests are sent without a credential: give it one by hand",
            "secured.yaml:20:7: warning: operation 'getStats' requires apiKey header 'X-Stats-Key' (security scheme 'statsKey'), but the spec's API sends bearer (security scheme 'bearerAuth'), which most operations use; it gets 'auth: none': give it its credential by hand",
        ])
    }

    @Test func anAPIKeyInTheQueryIsReadFromAStateFieldNoEndpointHas() throws {
        let result = try Self.importing("query-key.yaml")
        #expect(result.specText.contains("\n  auth: { apiKey: { query: api_key, from: state.apiKey } }\n"))
        #expect(result.specText.contains("\n  apiKey: { type: String, default: \"\", sensitive: true }\n"))
        #expect(!Self.endpoint("tiles", in: result.specText).contains("    auth: none"))
        #expect(Self.endpoint("health", in: result.specText).contains("    auth: none"), "the document requires nothing of it")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aDocumentWithoutSecurityImportsNoAuth() throws {
        let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("list", at: "/things", returning: "Thing"), schemas: "    Thing: { type: object, properties: { id: { type: integer } } }")
        let (text, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(!text.contains("auth"))
        #expect(diagnostics.isEmpty)
    }

    static let referencingSpec = """
        feature: Shop
        api:
          openapi: secured.yaml
          auth: { bearer: state.token }
        state:
          token: { type: String, default: "" }
        endpoints:
          listItems: { operation: listItems }
          login: { operation: login }
          getStats: { operation: getStats }
          either: { operation: either }
          both: { operation: both, auth: none }
        """

    @Test func theReferenceFormOptsOutWhereTheOperationNeedsNoBearerToken() throws {
        let folder = try TemporaryFolder()
        let document = try String(contentsOf: Self.folder.appendingPathComponent("secured.yaml"), encoding: .utf8)
        let result = try OpenAPIFixtures.read(spec: Self.referencingSpec, documents: ["secured.yaml": document], in: folder)
        let spec = try #require(result.specs.first)
        let optingOut = spec.endpoints.filter { $0.optsOutOfAuth != nil }.map(\.name)
        #expect(optingOut == ["login", "both"], "security: [] opts out; getStats keeps the API's credential, with a warning")
        let lines = OpenAPIFixtures.lines(result.diagnostics)
        #expect(lines.contains(
            "spec.yaml:10:26: warning: the operation 'getStats' of endpoint 'getStats' requires apiKey header 'X-Stats-Key' (security scheme 'statsKey' of secured.yaml), but 'api.auth' sends bearer; write 'auth: none' on the endpoint, or change 'api.auth'"
        ))
        let warnsAboutAlternatives = lines.contains { $0.hasPrefix("secured.yaml:35:9: warning: operation 'either' accepts 2 security alternatives") }
        #expect(warnsAboutAlternatives)
        #expect(result.diagnostics.filter(\.isError).isEmpty)
    }

    @Test func aReferencedOperationNeedingACredentialTheSpecDoesNotDeclareIsAWarning() throws {
        let folder = try TemporaryFolder()
        let document = try String(contentsOf: Self.folder.appendingPathComponent("query-key.yaml"), encoding: .utf8)
        let spec = """
            feature: Maps
            api: { openapi: keyed.yaml }
            endpoints:
              tiles: { operation: tiles }
              health: { operation: health }
            """
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["keyed.yaml": document], in: folder)
        #expect(OpenAPIFixtures.lines(result.diagnostics) == [
            "spec.yaml:4:23: warning: the operation 'tiles' of endpoint 'tiles' requires apiKey query item 'api_key' (security scheme 'key' of keyed.yaml), which 'api' does not declare: its requests are sent without a credential; add 'auth: { apiKey: { query: api_key, from: state.apiKey } }' under 'api'",
        ])
    }
}
