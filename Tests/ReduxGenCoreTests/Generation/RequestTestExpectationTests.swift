import Testing
@testable import ReduxGenCore

/// What the generated request tests expect a request to send, and whether it is sent at all, when the
/// state it reads is changed before it starts: by the credential the tests set, by the endpoint's optimistic
/// steps, or by the outcome steps before a chained request. The expected Swift text is written by hand from
/// docs/spec.md ("Optimistic updates", "Chains", "Authentication") and docs/generated-code.md ("Tests").
@Suite struct RequestTestExpectationTests {
    func featureTests(_ text: String) throws -> String {
        try #require(try generatedFiles(text, module: "Account")["AccountTests.swift"])
    }

    @Test func aCredentialTheRequestAlsoSendsIsExpectedAsTheTestSetIt() throws {
        let tests = try featureTests("""
            feature: Account
            api: { baseURL: "http://localhost", auth: { bearer: state.token } }
            state:
              token: { type: String, default: "" }
            endpoints:
              load: { method: GET, path: /load, headers: { X-Token: state.token } }
            """)
        // The tests set the credential to "b"; the header reads the same field when the request starts.
        let success = try generatedTest("loadSucceeds", in: tests)
        #expect(success.contains("$0.token = \"b\""))
        #expect(success.contains("let expectedCall: MockAccountRepository.Call = .load(token: \"b\", credential: \"b\")"))
    }

    @Test func theRequestSendsTheElementItsOptimisticWhereStepChanged() throws {
        let tests = try featureTests("""
            feature: Account
            api: { baseURL: "http://localhost" }
            models:
              Row: { fields: { id: Int, name: String } }
            state:
              rows: "[Row]"
            endpoints:
              rename:
                method: PUT
                path: /rows/{id}
                payload: { id: Int }
                params: { id: payload.id }
                body: { fields: { rows: state.rows } }
                optimistic:
                  - { set: rows, where: { id: payload.id }, field: name, value: z }
            """)
        // docs/spec.md, "Optimistic updates": the request sends the state its steps leave, so the row
        // whose id the payload names is sent with the name "z" the step wrote, after the row the step leaves
        // as it is (docs/generated-code.md, "Tests": the first sample, id 1).
        let success = try generatedTest("renameSucceeds", in: tests)
        #expect(success.contains(#"rows: [AccountSamples.row, Account.Row(id: 2, name: "z")]"#), "\(success)")
    }

    @Test func theRequestSendsTheValuesItsOptimisticStepsLeave() throws {
        let tests = try featureTests("""
            feature: Account
            api: { baseURL: "http://localhost" }
            state:
              liked: { type: Bool, default: false }
            endpoints:
              like:
                method: PUT
                path: /like
                payload: { id: Int }
                query: { id: payload.id, liked: state.liked }
                optimistic: [ { toggle: liked } ]
            """)
        // docs/spec.md: the steps run before the request reads its values; a like of an unliked item sends true.
        let success = try generatedTest("likeSucceeds", in: tests)
        #expect(success.contains("let expectedCall: MockAccountRepository.Call = .like(id: id, liked: true)"))
    }

    @Test func anOptimisticStepThatClearsTheCredentialLeavesTheRequestUnsent() throws {
        let tests = try featureTests("""
            feature: Account
            api: { baseURL: "http://localhost", auth: { bearer: state.token } }
            state:
              token: { type: String, default: "" }
              note: { type: "String?", default: null }
            endpoints:
              signOut:
                method: POST
                path: /sign-out
                optimistic: [ { reset: token } ]
                onFailure: [ { set: note, from: message } ]
            """)
        // docs/spec.md: the request finds no credential, fails with `missingCredential` unsent, and the
        // failure undoes the step; the success and failure tests are replaced by one test of that.
        #expect(!tests.contains("func signOutSucceeds()"))
        #expect(!tests.contains("func signOutFails()"))
        let unsent = try generatedTest("signOutIsNotSentWithoutCredential", in: tests)
        #expect(unsent.contains("""
                    let store = makeStore {
                        $0.token = "b"
                    }
                    await store.send(.signOut) {
                        $0.signOut.nextRequestID = RequestID(2)
                        $0.signOut.status = .loading(RequestID(1))
                        $0.token = ""
                        $0.signOutUndoToken = [OptimisticWrite(RequestID(1), before: "b", after: "")]
                    }
                    await store.receive(.signOutResponse(.failed(RequestID(1), .missingCredential))) {
                        $0.signOut.failures = [RequestFailure(RequestID(1), .missingCredential)]
                        $0.signOut.status = .failed(.missingCredential)
                        $0.token = "b"
                        $0.signOutUndoToken = []
                        $0.note = APIError.missingCredential.description
                    }
                    await store.finish()
                    #expect(repository.calls.isEmpty)
            """))
    }

    @Test func aChainedRequestWhoseCredentialTheOutcomeClearedIsNotSent() throws {
        let tests = try featureTests("""
            feature: Account
            api: { baseURL: "http://localhost", auth: { bearer: state.token } }
            state:
              token: { type: String, default: "" }
            endpoints:
              login: { method: POST, path: /login, auth: none, onSuccess: [ { reset: token } ] }
              me: { method: GET, path: /me, triggers: [loginSucceeded] }
            """)
        // The tests set the credential `me` needs; login's `onSuccess:` clears it before `me` starts, so
        // `me` starts but is not sent: the only call is the login's.
        let success = try generatedTest("loginSucceeds", in: tests)
        #expect(success.contains("$0.token = \"b\""))
        #expect(success.contains("$0.me.status = .loading(RequestID(1))"))
        #expect(success.contains("#expect(repository.calls == [expectedCall])"))
        #expect(!success.contains("repository.calls.count"))
    }

    @Test func aChainFromAnUnauthenticatedEndpointReachesTheRepositoryWithTheCredential() throws {
        let tests = try featureTests("""
            feature: Account
            api: { baseURL: "http://localhost", auth: { bearer: state.token } }
            state:
              token: { type: String, default: "" }
            endpoints:
              ping: { method: GET, path: /ping, auth: none }
              load: { method: GET, path: /load, triggers: [pingSucceeded] }
            """)
        // `ping` sends no credential, `load` does: the tests of `ping` set it, and expect both calls (at
        // least: what the chained request's own outcome starts is not this test's).
        let success = try generatedTest("pingSucceeds", in: tests)
        #expect(success.contains("""
                    let store = makeStore {
                        $0.token = "b"
                    }
            """))
        #expect(success.contains("#expect(repository.calls.first == expectedCall)\n        #expect(repository.calls.count >= 2)"))
    }
}
