import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// docs/runtime.md, "Authentication": where `APIAuth` puts a credential, and that a request is never
/// authenticated with a missing one.
@Suite struct APIAuthTests {
    func request() -> HTTPRequest {
        HTTPRequest(method: .get, path: "/items", queryItems: [HTTPQueryItem(name: "q", value: "a")], headers: ["Accept": "application/json"])
    }

    @Test func bearerSendsTheAuthorizationHeader() throws {
        var request = request()
        try APIAuth.bearer.authenticate(&request, with: "abc")
        #expect(request.headers.fields == [
            HTTPHeaders.Field(name: "Accept", value: "application/json"),
            HTTPHeaders.Field(name: "Authorization", value: "Bearer abc"),
        ])
        #expect(request.queryItems == [HTTPQueryItem(name: "q", value: "a")])
    }

    @Test func anAPIKeyGoesInItsHeader() throws {
        var request = request()
        try APIAuth.apiKeyHeader("X-API-Key").authenticate(&request, with: "k1")
        #expect(request.headers["x-api-key"] == "k1")
        #expect(request.headers["Authorization"] == nil)
        #expect(request.queryItems == [HTTPQueryItem(name: "q", value: "a")])
    }

    @Test func anAPIKeyInTheQueryComesAfterTheRequestsOwnItems() throws {
        var request = request()
        try APIAuth.apiKeyQuery("api_key").authenticate(&request, with: "k 2")
        #expect(request.queryItems == [HTTPQueryItem(name: "q", value: "a"), HTTPQueryItem(name: "api_key", value: "k 2")])
        #expect(request.url(relativeTo: URL(string: "https://example.com")!)?.absoluteString == "https://example.com/items?q=a&api_key=k%202")
        #expect(request.headers.fields.count == 1)
    }

    @Test func theCredentialReplacesOneOfTheSameName() throws {
        var request = HTTPRequest(method: .get, path: "/", queryItems: [HTTPQueryItem(name: "api_key", value: "old")], headers: ["authorization": "Basic x"])
        try APIAuth.bearer.authenticate(&request, with: "new")
        try APIAuth.apiKeyQuery("api_key").authenticate(&request, with: "new")
        #expect(request.headers.fields == [HTTPHeaders.Field(name: "Authorization", value: "Bearer new")])
        #expect(request.queryItems == [HTTPQueryItem(name: "api_key", value: "new")])
    }

    @Test func anEmptyCredentialIsMissingAndChangesNothing() {
        var request = request()
        let unchanged = request
        #expect(throws: APIError.missingCredential) { try APIAuth.bearer.authenticate(&request, with: "") }
        #expect(throws: APIError.missingCredential) { try APIAuth.apiKeyQuery("k").authenticate(&request, with: "") }
        #expect(request == unchanged)
    }

    @Test func requiredRefusesNilAndEmptyAndKeepsAnythingElse() throws {
        #expect(throws: APIError.missingCredential) { try APIAuth.required(nil) }
        #expect(throws: APIError.missingCredential) { try APIAuth.required("") }
        #expect(try APIAuth.required(" ") == " ")
        #expect(try APIAuth.required("abc") == "abc")
    }

    @Test func theMissingCredentialErrorDescribesItselfAndCodesAsItsCaseName() throws {
        #expect(APIError.missingCredential.description == "not sent: the request needs a credential, and there is none")
        let data = try JSONEncoder().encode(APIError.missingCredential)
        #expect(String(decoding: data, as: UTF8.self) == #"{"missingCredential":{}}"#)
        #expect(try JSONDecoder().decode(APIError.self, from: data) == .missingCredential)
    }

    @MainActor
    @Test func aRequestEffectWhoseCredentialIsMissingReportsItWithoutSending() async throws {
        enum Action: Equatable, Sendable {
            case load
            case loadResponse(RequestOutcome<Int>)
        }
        let sent = SendCounter()
        let store = Store(initialState: [Action](), reducer: Reducer<[Action], Action> { received, action in
            received.append(action)
            guard action == .load else { return .none }
            let credential: String? = nil
            return .request(RequestID(1), report: Action.loadResponse) {
                let value = try APIAuth.required(credential)
                sent.increment()
                return value.count
            }
        })
        store.dispatch(.load)
        try await waitUntil("the request reported") { store.state.count == 2 }
        #expect(store.state == [.load, .loadResponse(.failed(RequestID(1), .missingCredential))])
        #expect(sent.value == 0)
    }
}

/// A count shared with a `@Sendable` closure.
private final class SendCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
