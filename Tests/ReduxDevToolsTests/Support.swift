import Foundation
import ReduxRuntime
import Testing

/// The page's side of the inspector, spoken over real HTTP the way the web page speaks it.
struct InspectorPageClient: Sendable {
    let baseURL: URL
    var token: String?
    /// Long, so that an inspector kept waiting by a full test run on few cores is not taken for one that
    /// does not answer.
    let transport = URLSessionHTTPTransport(timeout: .seconds(300))

    /// One event as `GET /api/events` lists it.
    struct Event: Decodable, Sendable {
        var seq: Int
        var kind: String
        var action: JSONObject?
        var state: JSONObject?
        var message: String?
        var skipped: Bool?
    }

    /// A run of an app as the page's list shows it.
    struct Session: Decodable, Sendable, Equatable {
        var id: String
        var app: String
        var ended: Bool
        var eventCount: Int
    }

    struct Snapshot: Decodable, Sendable {
        var session: String?
        var epoch: Int
        var revision: Int?
        var app: String?
        var travellingTo: Int?
        var dropped: Int
        var undeliveredCommands: Int?
        var events: [Event]
        var updated: [Event]?
        var sessions: [Session]?
    }

    /// What the page sees of the run `session` (the newest when nil), all its events.
    func snapshot(session: String? = nil) async throws -> Snapshot {
        let query = session.map { [HTTPQueryItem(name: "session", value: $0)] } ?? []
        let response = try await send(HTTPRequest(method: .get, path: "/api/events", queryItems: query))
        return try JSONDecoder().decode(Snapshot.self, from: response.body)
    }

    /// The states of the run's events, with `[skipped]` after a skipped one, as compact JSON.
    func states(session: String? = nil) async throws -> [String] {
        try await snapshot(session: session).events.filter { $0.kind != "error" }.map { event in
            (event.state?.description ?? "nil") + (event.skipped == true ? " [skipped]" : "")
        }
    }

    /// The message of the run's newest error event, if any.
    func newestError(session: String? = nil) async throws -> String? {
        try await snapshot(session: session).events.last { $0.kind == "error" }?.message
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        if let token {
            request.headers.add(name: "X-ReduxGen-DevTools-Token", value: token)
        }
        return try await transport.send(request, baseURL: baseURL)
    }

    /// Posts `json` to `path` as the page does, for the run `session` (the newest when nil).
    func post(_ path: String, json: String, session: String? = nil, headers: [String: String] = [:]) async throws
        -> HTTPResponse
    {
        var request = HTTPRequest(
            method: .post, path: path, queryItems: session.map { [HTTPQueryItem(name: "session", value: $0)] } ?? [],
            headers: ["Content-Type": "application/json"], body: Data(json.utf8))
        for (name, value) in headers {
            request.headers[name] = value
        }
        return try await send(request)
    }

    /// Sends a batch of events as an app with the run id `session` does, each event with `state` as its state.
    func postBatch(
        session: String, app: String = "Test", dropped: Int = 0, seqs: ClosedRange<Int>, state: String = "{}"
    ) async throws -> HTTPResponse {
        let events = seqs.map { seq in
            #"{"seq": \#(seq), "time": 0, "kind": "action", "action": {"a": {}}, "state": \#(state)}"#
        }
        let list = events.joined(separator: ",")
        let batch = #"{"session": "\#(session)", "app": "\#(app)", "dropped": \#(dropped), "events": [\#(list)]}"#
        return try await post("/app/events", json: batch)
    }
}

/// A JSON value kept as text with sorted keys, so that tests compare it with JSON written by hand.
struct JSONObject: Decodable, Sendable, Equatable, CustomStringConvertible {
    let description: String

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(AnyJSON.self)
        let data = try JSONSerialization.data(withJSONObject: value.object, options: [.sortedKeys, .fragmentsAllowed])
        description = String(decoding: data, as: UTF8.self)
    }
}

private struct AnyJSON: Decodable {
    let object: Any

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            object = NSNull()
        } else if let value = try? container.decode(Bool.self) {
            object = value
        } else if let value = try? container.decode(Int.self) {
            object = value
        } else if let value = try? container.decode(Double.self) {
            object = value
        } else if let value = try? container.decode(String.self) {
            object = value
        } else if let value = try? container.decode([AnyJSON].self) {
            object = value.map(\.object)
        } else {
            object = try container.decode([String: AnyJSON].self).mapValues(\.object)
        }
    }
}
