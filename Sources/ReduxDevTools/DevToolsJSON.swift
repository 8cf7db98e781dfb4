import Foundation

/// How the DevTools middleware writes and reads the JSON it exchanges with the inspector.
///
/// Dates are written as ISO 8601 text (`2026-01-31T09:15:00Z`), as people read them in the inspector and
/// as most HTTP APIs send them; ``makeDecoder()`` reads them back, and reads a number as seconds since
/// 2001-01-01 (the form `JSONEncoder` writes by default), which is how dates appear in action logs
/// exported before DevTools wrote ISO 8601 and in logs of `ActionRecorder`. Use it to read a log exported
/// from the inspector in a test:
///
/// ```swift
/// let log = try DevToolsJSON.makeDecoder().decode(ActionLog<AppAction>.self, from: data)
/// ```
public enum DevToolsJSON {
    /// An encoder that writes dates as ISO 8601 text, with sorted keys.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A decoder that reads a date from ISO 8601 text, with or without fractional seconds, or from a
    /// number of seconds since 2001-01-01.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .isoTextOrReferenceSeconds
        return decoder
    }

    /// What is wrong with JSON that did not decode, saying where: `at queryChanged: no value for 'query'`.
    /// The path leaves out its first `depth` keys, the way to the value the user knows as the whole.
    static func describe(_ error: any Error, droppingFirst depth: Int = 0) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            // Keys as they are in the JSON (an unlabelled value of a case is _0), indices in brackets.
            var text = ""
            for key in context.codingPath.dropFirst(depth) {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "" : "at \(text): "
        }
        switch error {
        case .keyNotFound(let key, let context):
            return path(context) + "no value for '\(key.stringValue)'"
        case .valueNotFound(let type, let context):
            return path(context) + "expected \(type), found null"
        case .typeMismatch(let type, let context):
            // At the top, the type is the one the message names already.
            let expected = path(context).isEmpty ? "" : "expected \(type): "
            return path(context) + expected + context.debugDescription
        case .dataCorrupted(let context):
            return path(context) + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
