import Foundation

/// The JSON options of an API: how property names map to JSON keys and how dates are written.
public struct JSONCoding: Equatable, Sendable {
    /// How Swift property names map to JSON keys.
    public enum KeyStrategy: Equatable, Sendable {
        /// JSON keys equal the property names.
        case useDefaultKeys
        /// JSON keys are snake_case (`displayName` ↔ `display_name`).
        ///
        /// Decoding turns `user_id` into `userId`, never `userID`: a property whose name has an all-caps
        /// acronym needs explicit coding keys, or it encodes as `user_id` but fails to decode.
        case snakeCase
    }

    /// How dates appear in JSON.
    public enum DateStrategy: Equatable, Sendable {
        /// ISO 8601 text such as `2024-05-01T12:00:00Z`; fractional seconds are accepted when decoding.
        case iso8601
        /// A number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
    }

    /// The key strategy.
    public var keys: KeyStrategy
    /// The date strategy.
    public var dates: DateStrategy

    /// Creates JSON options.
    public init(keys: KeyStrategy = .useDefaultKeys, dates: DateStrategy = .iso8601) {
        self.keys = keys
        self.dates = dates
    }

    /// A new encoder configured with these options.
    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if keys == .snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        switch dates {
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        }
        return encoder
    }

    /// A new decoder configured with these options.
    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        if keys == .snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        switch dates {
        case .iso8601: decoder.dateDecodingStrategy = .custom(Self.decodeISO8601)
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        }
        return decoder
    }

    /// Encodes `value` as JSON.
    /// - Throws: ``APIError/encoding(_:)``.
    public func encode<Value: Encodable>(_ value: Value) throws(APIError) -> Data {
        do {
            return try makeEncoder().encode(value)
        } catch {
            throw .encoding(String(describing: error))
        }
    }

    /// Decodes JSON `data` as `type`.
    /// - Throws: ``APIError/decoding(_:)`` naming the JSON path and the problem.
    public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(APIError) -> Value {
        do {
            return try makeDecoder().decode(type, from: data)
        } catch {
            throw .decoding(DecodingErrorDescription.describe(error))
        }
    }

    @Sendable private static func decodeISO8601(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        if let date = try? fractional.parse(text) { return date }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
    }
}
