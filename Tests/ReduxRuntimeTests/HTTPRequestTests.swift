import Foundation
import Testing
@testable import ReduxRuntime

@Suite struct HTTPRequestTests {
    @Test func pathSegmentEscapesEverythingButUnreservedCharacters() {
        #expect(HTTPPath.segment("a/b c") == "a%2Fb%20c")
        #expect(HTTPPath.segment("Az09-._~") == "Az09-._~")
        #expect(HTTPPath.segment("?#[]@!$&'()*+,;=%") == "%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25")
        #expect(HTTPPath.segment(42) == "42")
    }

    @Test func aDotSegmentValueStaysOneSegment() {
        #expect(HTTPPath.segment("..") == "%2E%2E")
        #expect(HTTPPath.segment(".") == "%2E")
        #expect(HTTPPath.segment("...") == "...")
        #expect(HTTPPath.segment("a..b") == "a..b")
    }

    @Test func expandFillsEveryPlaceholder() throws {
        let path = try HTTPPath.expand("/orgs/{org}/users/{id}", parameters: ["org": "a b", "id": "7"])
        #expect(path == "/orgs/a%20b/users/7")
    }

    @Test func expandRejectsMissingParameterAndUnclosedBrace() {
        #expect(throws: APIError.invalidRequest("no value for path parameter 'id' in '/users/{id}'")) {
            try HTTPPath.expand("/users/{id}", parameters: [:])
        }
        #expect(throws: APIError.invalidRequest("unclosed '{' in path template '/users/{id'")) {
            try HTTPPath.expand("/users/{id", parameters: ["id": "1"])
        }
    }

    @Test func urlKeepsTheBasePathAndJoinsWithOneSlash() throws {
        let request = HTTPRequest(method: .get, path: "/users", queryItems: [HTTPQueryItem(name: "page", value: "2")])
        let base = try #require(URL(string: "https://api.example.com/v1/"))
        #expect(request.url(relativeTo: base)?.absoluteString == "https://api.example.com/v1/users?page=2")
    }

    @Test func headersCompareNamesCaseInsensitivelyAndKeepOrder() {
        var headers: HTTPHeaders = ["Accept": "application/json", "X-A": "1"]
        headers["accept"] = "text/plain"
        headers.add(name: "X-B", value: "2")
        #expect(headers.fields.map(\.name) == ["accept", "X-A", "X-B"])
        #expect(headers["ACCEPT"] == "text/plain")
        headers["x-a"] = nil
        #expect(headers.fields.map(\.name) == ["accept", "X-B"])
    }

    @Test func errorsDescribeThemselves() {
        #expect(APIError.httpStatus(404, body: nil).description == "HTTP status 404")
        #expect(APIError.httpStatus(500, body: "boom").description == "HTTP status 500: boom")
        #expect(APIError.transport(.timedOut).description == "network error: the request timed out")
        #expect(APIError.cancelled.description == "request cancelled")
    }
}

@Suite struct HTTPTransportTimeoutTests {
    @Test func timeoutsAreWholeSecondsWhereFoundationNetworkingNeedsThem() {
        #if canImport(FoundationNetworking)
        #expect(URLSessionHTTPTransport.supportedInterval(.milliseconds(300)) == 1)
        #expect(URLSessionHTTPTransport.supportedInterval(.milliseconds(1_500)) == 2)
        #else
        #expect(URLSessionHTTPTransport.supportedInterval(.milliseconds(300)) == 0.3)
        #endif
        #expect(URLSessionHTTPTransport.supportedInterval(.seconds(30)) == 30)
    }
}
