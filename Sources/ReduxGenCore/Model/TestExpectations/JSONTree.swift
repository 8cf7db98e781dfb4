/// A JSON value the generated live-request test expects, written as text.
indirect enum JSONTree: Sendable {
    case null
    /// JSON's `null` as a value of `JSON` (a `JSONValue`), which encoders write: never left out.
    case jsonNull
    /// A number or boolean, as written.
    case number(String)
    case string(String)
    case array([JSONTree])
    /// Members in order; encoders leave out `nil` optionals, so `null` members are left out.
    case object([(key: String, value: JSONTree)])

    /// The value on one line.
    var text: String {
        switch self {
        case .null, .jsonNull: "null"
        case .number(let text): text
        case .string(let text): Self.quoted(text)
        case .array(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + Self.present(members).map { Self.quoted($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
        }
    }

    /// The value with an object's members one a line, indented by two spaces.
    var lines: [String] {
        guard case .object(let members) = self, !Self.present(members).isEmpty else { return [text] }
        let entries = Self.present(members).map { "  " + Self.quoted($0.key) + ": " + $0.value.text }
        return ["{"] + entries.enumerated().map { $1 + ($0 < entries.count - 1 ? "," : "") } + ["}"]
    }

    private static func present(_ members: [(key: String, value: JSONTree)]) -> [(key: String, value: JSONTree)] {
        members.filter { if case .null = $0.value { false } else { true } }
    }

    /// `text` as a JSON string; see `QuotedText.json(_:)`.
    static func quoted(_ text: String) -> String {
        QuotedText.json(text)
    }
}
