import Testing
@testable import ReduxGenCore

/// The Model stage never guesses: a name that validation would reject (and so never reaches it from a user)
/// is an internal error, not an empty statement, an empty string or a `String` type.
@Suite struct UnresolvedReferenceTests {
    /// The decoded spec, even when validation reports errors, so the resolver sees what validation rejects.
    func unvalidated(_ text: String) throws -> FeatureSpec {
        let (spec, diagnostics) = readSpec(text)
        #expect(diagnostics.contains { $0.isError }, "the spec must be one validation rejects")
        return try #require(spec)
    }

    func resolutionError(_ text: String) throws -> UnresolvedReference? {
        let spec = try unvalidated(text)
        do {
            _ = try FeatureResolver(access: .internal, testModule: "App").resolve(spec, specPath: "test.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func aReduceStepOnAMissingStateField() throws {
        let error = try resolutionError("""
            feature: F
            state: { count: Int }
            actions:
              tapped: { reduce: [ { increment: cuont } ] }
            """)
        #expect(error == UnresolvedReference(kind: "state field", name: "cuont"))
    }

    @Test func aRequestValueFromAMissingPayloadField() throws {
        let error = try resolutionError("""
            feature: F
            api: { baseURL: "http://localhost" }
            state: { q: String }
            endpoints:
              load:
                method: GET
                path: /items
                payload: { text: String }
                query: { q: payload.txt }
            """)
        #expect(error == UnresolvedReference(kind: "payload field of endpoint 'load'", name: "txt"))
    }

    @Test func aStoreIntoAMissingStateField() throws {
        let error = try resolutionError("""
            feature: F
            api: { baseURL: "http://localhost" }
            state: { items: "[String]" }
            endpoints:
              load: { method: GET, path: /items, response: "[String]", store: itemz }
            """)
        #expect(error == UnresolvedReference(kind: "state field", name: "itemz"))
    }

    @Test func theGeneratorReportsItAsAnInternalErrorAtTheSpec() throws {
        let spec = try unvalidated("feature: F\nstate: { count: Int }\nactions:\n  tapped: { reduce: [ { toggle: nope } ] }\n")
        #expect(throws: DiagnosticsError.self) {
            _ = try Generator(options: GenerationOptions(testModule: "App")).generate([spec])
        }
        do {
            _ = try Generator(options: GenerationOptions(testModule: "App")).generate([spec])
        } catch {
            #expect(error.diagnostics.map(\.message) == [UnresolvedReference(kind: "state field", name: "nope").description])
        }
    }
}
