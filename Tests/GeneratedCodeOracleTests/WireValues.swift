import Foundation

/// The values the wire-format tests send, and how docs/generated-code.md says each reaches the server,
/// written out by hand.
enum WireValues {
    /// 2023-11-14T22:13:20.5Z: a date with a fraction of a second.
    static let date = Date(timeIntervalSince1970: 1_700_000_000.5)
    /// Its ISO 8601 text, as `JSONEncoder`'s `.iso8601` writes it (whole seconds).
    static let dateISO8601 = "2023-11-14T22:13:20Z"
    /// The ISO 8601 text, percent-encoded as a path segment or query value (`:` is reserved).
    static let dateISO8601Encoded = "2023-11-14T22%3A13%3A20Z"
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let uuidText = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    static let link = URL(string: "https://example.com/a?b=c")!
    static let linkEncoded = "https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc"
    /// A text that needs percent-encoding: a non-ASCII letter, a space and a slash.
    static let city = "São Paulo/West"
    static let cityEncoded = "S%C3%A3o%20Paulo%2FWest"
}
