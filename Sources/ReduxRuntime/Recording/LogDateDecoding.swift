import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// Reads a date as ISO 8601 text, with or without fractional seconds, or as a number of seconds since
    /// 2001-01-01 (`JSONEncoder`'s default form): the two forms action logs hold, those ``ActionRecorder``
    /// writes and those the DevTools inspector exports.
    public static var isoTextOrReferenceSeconds: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Double.self) {
                return Date(timeIntervalSinceReferenceDate: seconds)
            }
            let text = try container.decode(String.self)
            if let date = try? Date(text, strategy: .iso8601) {
                return date
            }
            if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(text)' is neither an ISO 8601 date nor a number of seconds since 2001-01-01")
        }
    }
}
