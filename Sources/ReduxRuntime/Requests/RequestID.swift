/// Identifies one request a generated reducer started, so that a response can be matched with the
/// request it answers and a stale response (one for an older request) can be ignored.
public struct RequestID: Hashable, Sendable, CustomStringConvertible {
    /// The number of the request; each feature counts its requests from 1.
    public var rawValue: Int

    /// Creates the id with number `rawValue`.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id the request after this one gets.
    public var next: RequestID {
        RequestID(rawValue &+ 1)
    }

    /// `RequestID(3)`.
    public var description: String {
        "RequestID(\(rawValue))"
    }
}
