import Foundation

/// A key of a document's `paths`, read as the path reduxgen requests.
///
/// Some documents write more than a path there, against the OpenAPI specification: a fragment that only
/// tells two operations on one path apart (`/files/{id}#get_link`), which HTTP never sends, and a query
/// (`/assistants?beta=true`), whose items the server expects on every request of that path. The fragment is
/// dropped and the query becomes fixed query items (`beta=true`), each with a warning at the key.
struct OpenAPIPathKey: Sendable {
    /// The path, without fragment or query.
    var path: String
    /// The query items written in the key, percent-decoded, in order; a bare `flag` has the value `""`.
    var fixedQuery: [MappedQueryConstant]
    /// What the key holds besides a path, for a warning; `nil` when it is a plain path.
    var warning: String?

    init(_ key: String) {
        var rest = Substring(key)
        var notes: [String] = []
        if let hash = rest.firstIndex(of: "#") {
            notes.append("its fragment '\(rest[hash...])' is never sent")
            rest = rest[..<hash]
        }
        var fixedQuery: [MappedQueryConstant] = []
        if let question = rest.firstIndex(of: "?") {
            let query = rest[rest.index(after: question)...]
            for item in query.split(separator: "&") where !item.isEmpty {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = Self.decoded(parts[0])
                let value = parts.count > 1 ? Self.decoded(parts[1]) : ""
                if !name.isEmpty { fixedQuery.append(MappedQueryConstant(name: name, value: value)) }
            }
            let sent = fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            notes.append(fixedQuery.isEmpty
                ? "its empty query '\(query)' is dropped"
                : "its query '\(query)' is sent as the fixed query item\(fixedQuery.count == 1 ? "" : "s") \(sent)")
            rest = rest[..<question]
        }
        path = String(rest)
        self.fixedQuery = fixedQuery
        warning = notes.isEmpty
            ? nil
            : "the path key \(quoted(key)) is more than a path: \(notes.joined(separator: "; ")); the path is \(quoted(path))"
    }

    /// `text` with its percent escapes (and `+` for a space, as in a form) decoded, or as written when an
    /// escape is broken.
    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}

/// A query item every request of an operation sends with the same value, from a path key's query.
struct MappedQueryConstant: Hashable, Sendable {
    var name: String
    var value: String
}
