import PercentEncoding

/// Builds percent-encoded request paths from path templates and parameter values.
public enum HTTPPath {
    /// Percent-encodes one path parameter value so that it stays a single path segment:
    /// every character except letters, digits, `-`, `.`, `_` and `~` is escaped, so `"a/b c"` becomes
    /// `"a%2Fb%20c"`. The values `.` and `..` have their dots escaped too (`%2E%2E`), so that they are not
    /// dot segments, which HTTP clients remove (`/files/../meta` is `/meta`).
    public static func segment(_ value: some CustomStringConvertible) -> String {
        PercentEncoding.encodeSegment(value.description)
    }

    /// Replaces each `{name}` in `template` with the percent-encoded value of parameter `name`.
    ///
    /// `expand("/users/{id}/posts", parameters: ["id": "a/b"])` gives `"/users/a%2Fb/posts"`.
    /// - Throws: ``APIError/invalidRequest(_:)`` if a placeholder has no parameter or a brace is unclosed.
    public static func expand(_ template: String, parameters: [String: String]) throws(APIError) -> String {
        var result = ""
        var remaining = template[...]
        while let open = remaining.firstIndex(of: "{") {
            result += remaining[..<open]
            guard let close = remaining[open...].firstIndex(of: "}") else {
                throw .invalidRequest("unclosed '{' in path template '\(template)'")
            }
            let name = String(remaining[remaining.index(after: open)..<close])
            guard let value = parameters[name] else {
                throw .invalidRequest("no value for path parameter '\(name)' in '\(template)'")
            }
            result += segment(value)
            remaining = remaining[remaining.index(after: close)...]
        }
        return result + remaining
    }
}
