/// JSON: the bare number, `3` for `RequestID(3)`, so that recorded actions and state stay readable.
extension RequestID: Codable {
    /// Reads the bare number.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Int.self))
    }

    /// Writes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
