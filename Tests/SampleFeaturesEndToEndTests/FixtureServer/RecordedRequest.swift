import Foundation

/// One request the fixture server received, as the tests inspect it.
struct RecordedRequest: Sendable, CustomStringConvertible {
    /// The position of the request in the server's log, from 0.
    var index: Int
    var method: String
    var path: String
    /// The query parameters, in the order they were sent.
    var query: [(name: String, value: String)]
    var body: Data
    /// The headers, by lower-cased name.
    var headers: [String: String] = [:]
    /// Whether the server has finished answering it (after any delay).
    var isAnswered = false

    /// The value of the first query parameter called `name`.
    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The value of the header `name` (compared without case).
    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The body decoded as a JSON object, or `nil` when it is not one.
    var jsonBody: [String: JSONValue]? {
        try? JSONDecoder().decode([String: JSONValue].self, from: body)
    }

    var description: String {
        let queryText = query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(method) \(path)" + (queryText.isEmpty ? "" : "?" + queryText)
    }
}
