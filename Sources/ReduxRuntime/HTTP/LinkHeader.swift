import Foundation

/// The links of HTTP `Link` header fields (RFC 8288), such as an API's pagination links:
///
/// ```
/// Link: <https://api.example.com/issues?page=2>; rel="next", <https://api.example.com/issues?page=5>; rel="last"
/// ```
///
/// ```swift
/// let links = LinkHeader(response.headers)
/// let next = links.url(for: "next", relativeTo: requestURL)   // the page after this one, if any
/// ```
///
/// Parsing never fails: a link that does not follow the grammar (no `<target>`, text that is no parameter
/// after it) is left out and the links after it are still read. Relation types compare without letter
/// case; a `rel` parameter may hold several, separated by spaces (`rel="next last"`), and only the first
/// `rel` of a link counts, as RFC 8288 says. Targets are kept as written, relative or absolute.
public struct LinkHeader: Equatable, Sendable {
    /// One link: a target and its parameters.
    public struct Link: Equatable, Sendable {
        /// The target as written between `<` and `>`: a URI reference, absolute or relative.
        public var target: String
        /// The relation types of the first `rel` parameter, lower-cased, in the order written.
        public var relations: [String]
        /// The parameters by lower-cased name, values unquoted; a name written twice keeps its first value.
        /// A parameter without a value (`; crossorigin`) has the value `""`.
        public var parameters: [String: String]

        /// Creates a link.
        public init(target: String, relations: [String], parameters: [String: String] = [:]) {
            self.target = target
            self.relations = relations
            self.parameters = parameters
        }
    }

    /// The links, in the order written.
    public var links: [Link]

    /// The links of one `Link` field value; several fields joined with commas read the same.
    public init(_ value: String) {
        var parser = LinkHeaderParser(Array(value.unicodeScalars))
        self.links = parser.links()
    }

    /// The links of every `Link` field of `headers`, in the order of the fields.
    public init(_ headers: HTTPHeaders) {
        self.links = headers.filter { $0.name.lowercased() == "link" }.flatMap { LinkHeader($0.value).links }
    }

    /// The target of the first link whose relation types include `relation` (compared without letter case).
    public func target(for relation: String) -> String? {
        let relation = relation.lowercased()
        return links.first { $0.relations.contains(relation) }?.target
    }

    /// The URL of the first link whose relation types include `relation`, a relative target resolved
    /// against `base` (RFC 3986), or nil when there is no such link or its target is no URL.
    public func url(for relation: String, relativeTo base: URL?) -> URL? {
        guard let target = target(for: relation) else { return nil }
        return URL(string: target, relativeTo: base)?.absoluteURL
    }
}

/// Reads link values from the scalars of a `Link` field value:
/// `#( "<" URI-Reference ">" *( OWS ";" OWS token [ BWS "=" BWS ( token / quoted-string ) ] ) )`.
private struct LinkHeaderParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func links() -> [LinkHeader.Link] {
        var links: [LinkHeader.Link] = []
        while true {
            skip { $0 == "," || Self.isSpace($0) }
            guard current != nil else { return links }
            if let link = link() {
                links.append(link)
            } else if current != "<" {
                skipToNextLink()
            }
        }
    }

    /// One link value, or nil where it breaks the grammar: the position is then inside it, or at the `<`
    /// of a link that starts before an unclosed target ends.
    private mutating func link() -> LinkHeader.Link? {
        guard current == "<" else { return nil }
        index += 1
        let start = index
        while let scalar = current, scalar != ">", scalar != "<" { index += 1 }
        guard current == ">" else { return nil }
        let target = String(String.UnicodeScalarView(scalars[start..<index])).trimmingCharacters(in: .whitespaces)
        index += 1
        var relations: [String]?
        var parameters: [String: String] = [:]
        while true {
            skipSpaces()
            guard let scalar = current, scalar != "," else { break }
            guard scalar == ";" else { return nil }
            index += 1
            skipSpaces()
            if current == "," || current == nil { break }  // a trailing ";"
            let name = token().lowercased()
            guard !name.isEmpty else { return nil }
            skipSpaces()
            var value = ""
            if current == "=" {
                index += 1
                skipSpaces()
                guard let parsed = current == "\"" ? quotedString() : nonEmpty(unquotedValue()) else { return nil }
                value = parsed
            }
            if parameters[name] == nil { parameters[name] = value }
            if name == "rel", relations == nil {
                relations = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
            }
        }
        return LinkHeader.Link(target: target, relations: relations ?? [], parameters: parameters)
    }

    /// A token (RFC 9110): the characters up to a delimiter or a space.
    private mutating func token() -> String {
        let start = index
        while let scalar = current, !Self.isDelimiter(scalar), !Self.isSpace(scalar) { index += 1 }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// A value written without quotes: a token, read leniently up to the next `;`, `,` or space, since
    /// servers write values such as `type=text/html` or `rel=https://example.com/rel` unquoted.
    private mutating func unquotedValue() -> String {
        let start = index
        while let scalar = current, scalar != ";", scalar != ",", !Self.isSpace(scalar) { index += 1 }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// A quoted string without its quotes, `\` escapes undone; nil when it is not closed.
    private mutating func quotedString() -> String? {
        index += 1
        var value = String.UnicodeScalarView()
        while let scalar = current {
            index += 1
            switch scalar {
            case "\"":
                return String(value)
            case "\\":
                guard let escaped = current else { return nil }
                value.append(escaped)
                index += 1
            default:
                value.append(scalar)
            }
        }
        return nil
    }

    /// Moves past the rest of a broken link value: to the next comma outside quotes and `<…>`.
    private mutating func skipToNextLink() {
        var inQuotes = false
        var inTarget = false
        while let scalar = current {
            if inQuotes {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inQuotes = false }
            } else if inTarget {
                if scalar == ">" { inTarget = false }
            } else if scalar == "\"" {
                inQuotes = true
            } else if scalar == "<" {
                inTarget = true
            } else if scalar == "," {
                return
            }
            index += 1
        }
    }

    private mutating func skipSpaces() { skip(Self.isSpace) }

    private mutating func skip(_ predicate: (Unicode.Scalar) -> Bool) {
        while let scalar = current, predicate(scalar) { index += 1 }
    }

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private static func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        "\"(),/:;<=>?@[\\]{}".unicodeScalars.contains(scalar)
    }
}
