import Testing

@testable import ReduxGenCore

/// `sensitive: true` on state and payload fields and `sensitiveResponse: true` on endpoints
/// (docs/spec.md, "Sensitive values"): decoded, checked with located errors, and turned into the JSON
/// paths the generated State and Action declare.
struct SensitiveValueSpecTests {
    static let session = """
        feature: Session
        api: { baseURL: http://localhost:8080 }
        models:
          SessionToken: { fields: { token: String } }
        state:
          token: { type: String, sensitive: true }
          draft: { type: String, sensitive: false }
          default: { type: String, sensitive: true }
        actions:
          pinEntered:
            payload: { pin: { type: String, sensitive: true }, attempt: Int }
        endpoints:
          login:
            method: POST
            path: /login
            payload: { username: String, password: { type: String, sensitive: true } }
            body: { fields: { username: payload.username, password: payload.password } }
            response: SessionToken
            sensitiveResponse: true
            store: { into: token, path: token }
        """

    @Test func theMarkedFieldsAndResponsesAreDecoded() throws {
        let (spec, diagnostics) = readSpec(Self.session)
        #expect(diagnostics.isEmpty)
        let decoded = try #require(spec)
        #expect(decoded.state.map(\.isSensitive) == [true, false, true])
        #expect(decoded.actions[0].payload.map(\.isSensitive) == [true, false])
        #expect(decoded.endpoints[0].payload.map(\.isSensitive) == [false, true])
        #expect(decoded.endpoints[0].sensitiveResponse != nil)
    }

    @Test func thePathsAreTheJSONKeysOfSwiftsSynthesizedCodable() throws {
        let spec = try #require(readSpec(Self.session).spec)
        let paths = ResolvedSensitivePaths.of(spec)
        #expect(paths.state == [["token"], ["default"]])
        #expect(paths.actions == [
            ["pinEntered", "pin"], ["login", "password"], ["loginResponse", "_0", "succeeded", "_1"],
        ])
    }

    @Test func sensitiveIsABool() {
        #expect(diagnosticLines("""
        feature: F
        state:
          a: { type: String, sensitive: yes }
        actions: { tapped: { payload: { b: { type: Int, sensitive: "true" } } } }
        """) == [
            "test.yaml:3:33: error: expected true or false for 'sensitive' of state field 'a', found 'yes'",
            "test.yaml:3:33: note: reduxgen reads Bool values as exactly 'true' or 'false' (unquoted)",
            "test.yaml:4:60: error: expected true or false for 'sensitive' of payload field 'b' of action 'tapped', found the quoted string 'true'",
            "test.yaml:4:60: note: reduxgen reads Bool values as exactly 'true' or 'false' (unquoted)",
        ])
    }

    @Test func aPayloadFieldWrittenAsAMappingNeedsATypeAndKnownKeys() {
        #expect(diagnosticLines("""
        feature: F
        actions:
          tapped: { payload: { b: { sensitive: true }, c: { type: Int, sensitiv: true } } }
        """) == [
            "test.yaml:3:27: error: missing key 'type' in payload field 'b' of action 'tapped'",
            "test.yaml:3:64: error: unknown key 'sensitiv' in payload field 'c' of action 'tapped'; did you mean 'sensitive'?",
        ])
    }

    @Test func aSensitiveResponseNeedsAResponse() {
        #expect(diagnosticLines("""
        feature: F
        api: { baseURL: http://localhost:8080 }
        endpoints:
          logout: { method: POST, path: /logout, sensitiveResponse: true }
        """) == [
            "test.yaml:4:42: error: endpoint 'logout' has no response to redact; remove 'sensitiveResponse' or give it a 'response' type",
        ])
    }
}
