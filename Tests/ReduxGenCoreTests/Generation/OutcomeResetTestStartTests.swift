import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Tests": a field an endpoint's `onSuccess:` or `onFailure:` step resets starts
/// the endpoint's request tests at its sample, so the outcome's test sees the reset; a `state.` credential
/// starts at `"b"` whatever the outcome steps do to it. Expected texts are written from that section.
@Suite struct OutcomeResetTestStartTests {
    static func spec(onSuccess: String = "[]", onFailure: String = "[]", auth: Bool = false) -> String {
        """
        feature: Shop
        api:
          baseURL: "http://localhost:8080"
        \(auth ? "  auth: { bearer: state.token }" : "")
        state:
          token: String
          error: "String?"
          count: Int
        actions:
          tapped: {}
        endpoints:
          load:
            method: POST
            path: /load
            onSuccess: \(onSuccess)
            onFailure: \(onFailure)
        """
    }

    func tests(_ spec: String) throws -> String {
        try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
    }

    @Test func aFieldTheSuccessResetsStartsAtItsSample() throws {
        let tests = try tests(Self.spec(onSuccess: "[ { reset: error } ]"))
        let success = try generatedTest("loadSucceeds", in: tests)
        #expect(success.contains("""
                    let store = makeStore {
                        $0.error = "a"
                    }
            """), "\(success)")
        #expect(success.contains("""
                    await store.receive(.loadResponse(.succeeded(RequestID(1)))) {
                        $0.load.status = .loaded
                        $0.error = nil
                    }
            """), "\(success)")
        // The failure changes nothing of it: it stays at the sample the test set.
        let failure = try generatedTest("loadFails", in: tests)
        #expect(failure.contains("$0.error = \"a\""), "\(failure)")
        #expect(!failure.contains("$0.error = nil"), "\(failure)")
    }

    @Test func aFieldTheFailureResetsStartsAtItsSample() throws {
        let tests = try tests(Self.spec(onFailure: "[ { reset: count } ]"))
        let failure = try generatedTest("loadFails", in: tests)
        #expect(failure.contains("""
                    let store = makeStore {
                        $0.count = 1
                    }
            """), "\(failure)")
        #expect(failure.contains("""
                        $0.load.status = .failed(serverError)
                        $0.count = 0
                    }
            """), "\(failure)")
    }

    @Test func withoutResetStepsTheTestsStartFromTheDefaults() throws {
        let tests = try tests(Self.spec(onFailure: "[ { set: error, from: message } ]"))
        for name in ["loadSucceeds", "loadFails"] {
            let test = try generatedTest(name, in: tests)
            #expect(test.contains("let store = makeStore()\n"), "\(test)")
        }
    }

    @Test func aResetCredentialStartsAtTheCredentialSample() throws {
        let tests = try tests(Self.spec(onFailure: "[ { reset: token } ]", auth: true))
        let failure = try generatedTest("loadFails", in: tests)
        #expect(failure.contains("""
                    let store = makeStore {
                        $0.token = "b"
                    }
            """), "\(failure)")
        #expect(failure.contains("$0.token = \"\"\n"), "\(failure)")
    }
}
