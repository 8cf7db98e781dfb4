/// Turns a `DecodingError` into a short text that names the JSON path and the problem.
enum DecodingErrorDescription {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(let type, let context):
            return "type mismatch at \(path(context.codingPath)): expected \(type); \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "missing value at \(path(context.codingPath)): expected \(type)"
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return "invalid data at \(path(context.codingPath)): \(context.debugDescription)\(underlying)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// A path such as `$.users[0].name`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text + "." + key.stringValue
        }
    }
}
