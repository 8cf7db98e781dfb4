import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import Testing

/// `RecordingTransport`, `expectRequest`, `expectJSONCoding` and `expectUnlistedRawValue`, which generated
/// tests call: each passes on what its documentation says it accepts and reports each difference it names.
@Suite struct GeneratedTestSupportTests {
    struct Item: Codable, Equatable {
        var id: Int
        var title: String

        enum CodingKeys: String, CodingKey {
            case id
            case title = "item_title"
        }
    }

    enum Level: RawRepresentable, Codable, Equatable, CaseIterable {
        case low, high
        case unknown(String)

        static let allCases: [Level] = [.low, .high]

        init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        var rawValue: String {
            switch self {
            case .low: "low"
            case .high: "high"
            case .unknown(let rawValue): rawValue
            }
        }
    }

    let coding = JSONCoding(keys: .useDefaultKeys, dates: .iso8601)

    func sentRequest(body: Data? = nil) async throws -> HTTPRequest? {
        let transport = RecordingTransport(response: HTTPResponse(status: 200))
        let client = APIClient(baseURL: URL(string: "http://localhost")!, transport: transport)
        var request = HTTPRequest(method: .post, path: "/items/7", queryItems: [HTTPQueryItem(name: "q", value: "a b")])
        request.headers = ["Accept": "application/json"]
        request.body = body
        try await client.send(request)
        return transport.requests.first
    }

    @Test func theTransportRecordsEveryRequestInOrderAndAnswersWithItsResponse() async throws {
        let transport = RecordingTransport(response: HTTPResponse(status: 201, body: Data("ok".utf8)))
        let first = try await transport.send(HTTPRequest(method: .get, path: "/a"), baseURL: URL(string: "http://x")!)
        _ = try await transport.send(HTTPRequest(method: .delete, path: "/b"), baseURL: URL(string: "http://x")!)
        #expect(first == HTTPResponse(status: 201, body: Data("ok".utf8)))
        #expect(transport.requests.map(\.path) == ["/a", "/b"])
        #expect(transport.requests.map(\.method) == [.get, .delete])
    }

    @Test func aRequestAsExpectedPasses() async throws {
        let request = try await sentRequest(body: Data(#"{"b": [1, 2], "a": "x"}"#.utf8))
        // The client adds the body's content type; the JSON body compares by value: key order and spacing do
        // not matter.
        let headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": "application/json"]
        try expectRequest(
            request, method: .post, path: "/items/7", query: [HTTPQueryItem(name: "q", value: "a b")],
            headers: headers, body: .json(#"{"a":"x","b":[1,2]}"#)
        )
        try expectRequest(
            request, method: .post, path: "/items/7", query: [HTTPQueryItem(name: "q", value: "a b")],
            headers: headers, body: .present
        )
    }

    @Test(arguments: [
        ("method", HTTPMethod.get, "/items/7", "a b", "application/json", ExpectedBody.absent),
        ("path", HTTPMethod.post, "/items/8", "a b", "application/json", ExpectedBody.absent),
        ("query items", HTTPMethod.post, "/items/7", "a", "application/json", ExpectedBody.absent),
        ("headers", HTTPMethod.post, "/items/7", "a b", "text/plain", ExpectedBody.absent),
        ("no body was sent", HTTPMethod.post, "/items/7", "a b", "application/json", ExpectedBody.present),
    ])
    func eachPartThatDiffersIsReportedByName(
        part: String, method: HTTPMethod, path: String, query: String, accept: String, body: ExpectedBody
    ) async throws {
        let request = try await sentRequest()
        try withKnownIssue {
            try expectRequest(
                request, method: method, path: path, query: [HTTPQueryItem(name: "q", value: query)],
                headers: ["Accept": accept], body: body
            )
        } matching: { issue in
            String(describing: issue).contains(part)
        }
    }

    @Test func aMissingRequestIsReported() throws {
        try withKnownIssue {
            try expectRequest(nil, method: .get, path: "/", query: [], headers: [:], body: .absent)
        } matching: { issue in
            String(describing: issue).contains("no request was sent")
        }
    }

    @Test func aBodyThatIsNotTheExpectedJSONIsReported() async throws {
        let request = try await sentRequest(body: Data(#"{"a": "y"}"#.utf8))
        try withKnownIssue {
            try expectRequest(
                request, method: .post, path: "/items/7", query: [HTTPQueryItem(name: "q", value: "a b")],
                headers: ["Accept": "application/json", "Content-Type": "application/json"], body: .json(#"{"a": "x"}"#)
            )
        } matching: { issue in
            String(describing: issue).contains(#"expected the JSON {"a": "x"}"#)
        }
    }

    @Test func aFormBodyComparesByItsDecodedFieldsInOrder() async throws {
        let transport = RecordingTransport(response: HTTPResponse(status: 204))
        let client = APIClient(baseURL: URL(string: "http://localhost")!, transport: transport, defaultHeaders: [:])
        let form = HTTPFormBody([.init(name: "q", value: "a b+c"), .init(name: "n", value: "1")])
        try await client.send(HTTPRequest(method: .post, path: "/f", form: form))
        let request = transport.requests.first
        let headers: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
        try expectRequest(
            request, method: .post, path: "/f", query: [], headers: headers,
            body: .form([.init(name: "q", value: "a b+c"), .init(name: "n", value: "1")])
        )
        try withKnownIssue {
            try expectRequest(
                request, method: .post, path: "/f", query: [], headers: headers,
                body: .form([.init(name: "n", value: "1"), .init(name: "q", value: "a b+c")])
            )
        } matching: { issue in
            String(describing: issue).contains("expected [n=1, q=a b+c]")
        }
    }

    @Test func aFormBodyThatIsNotEncodedAsAFormIsReported() async throws {
        // An unescaped `+` decodes as a space, and a lone `%` is malformed.
        for (body, part) in [("q=a+b", "which is [q=a b]"), ("q=%", "is not a valid form body")] {
            let request = try await sentRequest(body: Data(body.utf8))
            try withKnownIssue {
                try expectRequest(
                    request, method: .post, path: "/items/7", query: [HTTPQueryItem(name: "q", value: "a b")],
                    headers: ["Accept": "application/json", "Content-Type": "application/json"],
                    body: .form([.init(name: "q", value: "a+b")])
                )
            } matching: { issue in
                String(describing: issue).contains(part)
            }
        }
    }

    @Test func aModelWithItsKeysPassesTheCodingCheck() throws {
        try expectJSONCoding(of: Item(id: 1, title: "a"), with: coding, keys: ["id", "item_title"])
    }

    @Test func otherKeysAreReportedByName() throws {
        try withKnownIssue {
            try expectJSONCoding(of: Item(id: 1, title: "a"), with: coding, keys: ["id", "title"])
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains(#"missing ["title"]"#) && text.contains(#"unexpected ["item_title"]"#)
        }
    }

    @Test func anUnlistedRawValueDecodesAsUnknown() throws {
        try expectUnlistedRawValue("medium", decodesAs: Level.unknown("medium"), with: coding)
    }

    @Test func anUnlistedRawValueDecodingAsAnotherValueIsReported() throws {
        try withKnownIssue {
            try expectUnlistedRawValue("medium", decodesAs: Level.unknown("other"), with: coding)
        } matching: { issue in
            String(describing: issue).contains("the unlisted raw value medium decodes as")
        }
    }
}
