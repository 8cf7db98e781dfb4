import Foundation
import Testing
import ReduxRuntime

/// `APIRepository.init(baseURL:transport:)` (docs/runtime.md, "Live repositories"): the client it makes
/// sends to the base URL with the repository's `specHeaders` as default headers and its `specCoding` for
/// bodies, over a loopback server.
@Suite struct APIRepositoryTests {
    struct Note: Codable, Equatable {
        var noteTitle: String
        var createdAt: Date
    }

    struct NotesRepository: APIRepository {
        static let specCoding = JSONCoding(keys: .snakeCase, dates: .secondsSince1970)
        static let specHeaders: HTTPHeaders = ["Accept": "application/json", "X-Client": "notes"]

        var client: APIClient

        init(client: APIClient) {
            self.client = client
        }

        func create(_ note: Note) async throws(APIError) -> Note {
            let request = HTTPRequest(method: .post, path: "/notes", body: try client.jsonBody(note))
            return try await client.send(request, as: Note.self)
        }
    }

    @Test func theClientItMakesSendsTheSpecHeadersAndCoding() async throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 200, body: #"{"note_title":"Saved","created_at":1700000001}"#)
        }
        defer { server.stop() }
        let repository = NotesRepository(
            baseURL: server.baseURL.appendingPathComponent("v2"), transport: URLSessionHTTPTransport(timeout: .seconds(10)))

        let saved = try await repository.create(Note(noteTitle: "Draft", createdAt: Date(timeIntervalSince1970: 1_700_000_000)))

        #expect(saved == Note(noteTitle: "Saved", createdAt: Date(timeIntervalSince1970: 1_700_000_001)))
        let received = try #require(server.requests.first)
        #expect(received.target == "/v2/notes")
        #expect(received.headers["x-client"] == "notes")
        #expect(received.headers["accept"] == "application/json")
        let sent = try JSONSerialization.jsonObject(with: received.body) as? [String: Any]
        #expect(sent?["note_title"] as? String == "Draft")
        #expect(sent?["created_at"] as? Int == 1_700_000_000)
    }

    @Test func withoutATransportItSendsThroughURLSession() async throws {
        let repository = NotesRepository(baseURL: URL(string: "https://api.example.com")!)

        #expect(repository.client.baseURL == URL(string: "https://api.example.com")!)
        #expect(repository.client.transport is URLSessionHTTPTransport)
        #expect(repository.client.defaultHeaders == NotesRepository.specHeaders)
    }
}
