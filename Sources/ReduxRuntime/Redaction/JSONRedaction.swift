import Foundation

/// Hides the values at given paths of a JSON text, keeping the JSON's shape, so that what reads the JSON
/// back still finds every member where it was:
///
/// | value | redacted |
/// | --- | --- |
/// | a string | `"[redacted]"` (``placeholder``) |
/// | a number | `0` |
/// | `true`, `false` | `false` |
/// | `null` | `null` |
/// | an object | the same keys, each value redacted |
/// | an array | as many elements, each redacted |
///
/// Everything else of the text is kept byte for byte. A path that leads nowhere (an optional value left
/// out, another case of an enum) redacts nothing.
public enum JSONRedaction {
    /// The text a redacted string becomes.
    public static let placeholder = "[redacted]"

    /// `json` with the value at each of `paths` redacted.
    ///
    /// - Throws: ``JSONRedactionError`` when `json` is not JSON.
    public static func redact(_ json: Data, at paths: [JSONPath]) throws(JSONRedactionError) -> Data {
        try redact(json, matching: paths.map { $0.keys.map(JSONPathPattern.Component.key) })
    }

    /// The sensitive paths of `type`: its ``SensitiveValues/sensitivePaths`` when it conforms, else none.
    public static func sensitivePaths(of type: Any.Type) -> [JSONPath] {
        (type as? any SensitiveValues.Type)?.sensitivePaths ?? []
    }

    /// `json` with the value at each path matching one of `patterns` redacted.
    package static func redact(_ json: Data, matching patterns: [[JSONPathPattern.Component]]) throws(JSONRedactionError) -> Data {
        guard !patterns.isEmpty else { return json }
        var scanner = JSONRedactionScanner(input: [UInt8](json))
        try scanner.value(patterns)
        try scanner.finish()
        return Data(scanner.output)
    }
}

/// A path that may pass through every element of an array or every member of an object.
package enum JSONPathPattern {
    package enum Component: Hashable, Sendable {
        /// The member under this key.
        case key(String)
        /// Every element of an array, or every member of an object.
        case any
    }

    /// The paths `paths` inside every element of the array under `outer`: `outer.*.inner.<path>`.
    package static func inEachElement(of outer: String, under inner: String, _ paths: [JSONPath]) -> [[Component]] {
        paths.map { [.key(outer), .any, .key(inner)] + $0.keys.map(Component.key) }
    }
}

/// JSON that could not be redacted.
public enum JSONRedactionError: Error, Equatable, CustomStringConvertible {
    /// The text is not JSON: something unexpected at this byte offset.
    case malformed(offset: Int)

    public var description: String {
        switch self {
        case .malformed(let offset): "not JSON at byte \(offset)"
        }
    }
}
