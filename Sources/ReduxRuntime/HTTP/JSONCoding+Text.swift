import Foundation

extension JSONCoding {
    /// The text of `date` in a path, query item or header: exactly what this coding writes for it in a JSON
    /// body, without quotes, so every part of a request says the same instant.
    ///
    /// ISO 8601 text (`2024-05-01T12:00:00Z`), or the number of seconds or milliseconds since 1970 with any
    /// fraction kept (`1700000000.5`, `1700000000500`).
    /// - Throws: ``APIError/encoding(_:)`` for a date JSON cannot hold.
    public func text(of date: Date) throws(APIError) -> String {
        // Encoded inside an array, which every JSON encoder accepts as a top-level value.
        let element = String(decoding: try encode([date]), as: UTF8.self).dropFirst().dropLast()
        if element.hasPrefix("\""), element.hasSuffix("\""), element.count >= 2 {
            return String(element.dropFirst().dropLast())
        }
        return String(element)
    }
}
