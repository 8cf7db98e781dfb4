import FlyingFox
import FlyingSocks
import Foundation

/// A loopback server answering the operations of the Petstore document (specs/openapi/petstore.yaml) that
/// the Petstore sample feature uses, under the document's base path `/api`, as the document describes them.
final class PetstoreServer: Sendable {
    /// The base URL with the document's base path, in place of `https://example.com/api`.
    let baseURL: URL

    private let server: HTTPServer
    private let runTask: Task<Void, Never>
    private let log: RequestLog

    /// Every request received so far, in order.
    var requests: [RecordedRequest] {
        get async { await log.requests }
    }


    private init(server: HTTPServer, runTask: Task<Void, Never>, log: RequestLog, baseURL: URL) {
        self.server = server
        self.runTask = runTask
        self.log = log
        self.baseURL = baseURL
    }

    static func start() async throws -> PetstoreServer {
        let log = RequestLog()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in
            let body = try await request.bodyData
            // The path as sent: FlyingFox's `path` drops a trailing slash, which `/probe/` has.
            let path = request.target.path(percentEncoded: false)
            let query = request.query.map { (name: $0.name, value: $0.value) }
            let headers = Dictionary(
                request.headers.map { ($0.key.rawValue.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
            let recorded = await log.append(method: request.method.rawValue, path: path, query: query, headers: headers, body: body)
            return Self.answer(recorded)
        }
        let runTask = Task<Void, Never> {
            do {
                try await server.run()
            } catch {
                // Stopping the server ends `run()` with an error.
            }
        }
        // A wait, not a measurement: in a full parallel test run on two cores the cooperative pool can stall for
        // tens of seconds before the listener starts.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(let host, let port)? = await server.listeningAddress,
              let baseURL = URL(string: "http://\(host):\(port)/api")
        else {
            runTask.cancel()
            throw FixtureError("the Petstore server did not report a loopback address")
        }
        return PetstoreServer(server: server, runTask: runTask, log: log, baseURL: baseURL)
    }

    func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
    }

    /// The documented answers: `200` with two pets, `201` with the created `Pet`, `200` with `PetStats`, `202` and `204` without
    /// a body; anything else is `404`.
    private static func answer(_ request: RecordedRequest) -> FlyingFox.HTTPResponse {
        let json: HTTPHeaders = [.contentType: "application/json"]
        switch (request.method, request.path) {
        case ("POST", "/api/pets"):
            var pet = request.jsonBody ?? [:]
            pet["id"] = .int(42)
            let body = (try? JSONEncoder().encode(pet)) ?? Data()
            return HTTPResponse(statusCode: HTTPStatusCode(201, phrase: "Created"), headers: json, body: body)
        case ("GET", "/api/pets"):
            let pets = #"[{"id": 1, "name": "Rex", "kind": "cat"}, {"id": 2, "name": "Max", "tag": "good"}]"#
            return HTTPResponse(statusCode: .ok, headers: json, body: Data(pets.utf8))
        case ("GET", "/api/pets/stats"):
            return HTTPResponse(statusCode: .ok, headers: json, body: Data(#"{"count": 3}"#.utf8))
        case ("POST", "/api/pets/stats"):
            return HTTPResponse(statusCode: HTTPStatusCode(202, phrase: "Accepted"))
        case ("POST", "/api/probe/"):
            return HTTPResponse(statusCode: HTTPStatusCode(204, phrase: "No Content"))
        case ("PATCH", let path) where path.hasPrefix("/api/pets/") && Int(path.dropFirst("/api/pets/".count)) != nil:
            return HTTPResponse(statusCode: HTTPStatusCode(204, phrase: "No Content"))
        default:
            return HTTPResponse(statusCode: .notFound)
        }
    }
}

/// The requests a test server received.
private actor RequestLog {
    private(set) var requests: [RecordedRequest] = []

    func append(
        method: String, path: String, query: [(name: String, value: String)], headers: [String: String], body: Data
    ) -> RecordedRequest {
        let request = RecordedRequest(
            index: requests.count, method: method, path: path, query: query, body: body, headers: headers, isAnswered: true)
        requests.append(request)
        return request
    }
}
