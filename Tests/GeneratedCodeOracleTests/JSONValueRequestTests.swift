@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// Values of the spec type `JSON` in the generated code of `wire-format.yaml`, as a loopback server sees them.
/// Expected values come from docs/spec.md ("Any JSON value: `JSON`") and docs/runtime.md ("Any JSON value"):
/// a `JSON` value is sent and read as it is, `null` members included; a `JSON?` that is `nil` is left out; a
/// literal default is the JSON the spec writes.
@Suite(.loopbackServers)
struct JSONValueRequestTests {
    func repository(_ server: LoopbackServer) -> LiveWireFormatRepository {
        LiveWireFormatRepository(baseURL: server.baseURL)
    }

    @Test func aModelSendsAndReadsAnyJSONInItsFields() async throws {
        let attachment = WireFormat.Attachment(
            name: "report",
            data: ["pages": 3, "tags": ["a", nil], "ratio": 0.5],
            extra: nil,
            parts: [1, "two", [true]],
            attributes: ["owner": ["id": 9_007_199_254_740_993], "empty": nil]
        )
        let answer = #"""
            {"name": "copy", "data": [1, {"deep": [null]}], "extra": null, "parts": [], "attributes": {"x": "y"}}
            """#
        let (request, response) = try await LoopbackServer.with(answering: .json(answer)) { server in
            let response = try await repository(server).postAttachment(attachment: attachment)
            return (try await server.onlyRequest(), response)
        }
        #expect(request.method == "POST")
        #expect(request.path == "/attachments")
        let expectedBody: NSDictionary = [
            "name": "report",
            "data": ["pages": 3, "tags": ["a", NSNull()], "ratio": 0.5],
            "parts": [1, "two", [true]],
            "attributes": ["owner": ["id": 9_007_199_254_740_993], "empty": NSNull()],
        ]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
        // The identifier beyond 2^53 reaches the server digit for digit.
        #expect(request.bodyText.contains("9007199254740993"))
        let expectedResponse = WireFormat.Attachment(
            name: "copy",
            data: [1, ["deep": [nil]]],
            extra: nil,
            parts: [],
            attributes: ["x": "y"]
        )
        #expect(response == expectedResponse)
    }

    @Test func aFieldsBodySendsTheStateDefaultAsTheSpecWritesIt() async throws {
        let (request, response) = try await LoopbackServer.with(answering: .json(#"{"saved": true, "at": null}"#)) { server in
            let response = try await repository(server).putDocument(
                document: WireFormatState().document,
                sent: "plain text",
                documents: [nil, 2.5]
            )
            return (try await server.onlyRequest(), response)
        }
        #expect(request.method == "PUT")
        // `document: { type: JSON, default: { kind: note, sizes: [1, 2.5], draft: null, tags: [] } }`
        let expectedBody: NSDictionary = [
            "current": ["kind": "note", "sizes": [1, 2.5], "draft": NSNull(), "tags": [Any]()],
            "sent": "plain text",
            "stored": [NSNull(), 2.5],
        ]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
        #expect(response == ["saved": true, "at": nil])
    }

    @Test @MainActor func aStoreKeepsTheResponseOfAJSONEndpoint() async throws {
        try await LoopbackServer.with(answering: .json(#"[1, "a", null]"#)) { server in
            let environment = WireFormatEnvironment(repository: LiveWireFormatRepository(baseURL: server.baseURL))
            let store = Store(initialState: WireFormatState(), reducer: makeWireFormatReducer(environment: environment))
            store.dispatch(.documentChanged(sent: ["b": 2]))
            try await waitUntil("the document is stored") { store.state.putDocument.status == .loaded }
            #expect(store.state.document == ["b": 2])
            #expect(store.state.documents == [["b": 2]])
            #expect(store.state.maybeDocument == [1, "a", nil])
        }
    }
}
