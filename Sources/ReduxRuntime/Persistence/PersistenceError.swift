/// Why reading or writing persisted data failed.
public enum PersistenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key cannot name stored data; the text says why.
    case invalidKey(String, reason: String)
    /// The stored data for the key could not be read.
    case readFailed(key: String, message: String)
    /// The data for the key could not be written or removed.
    case writeFailed(key: String, message: String)
    /// The stored data for the key is not a valid value of the expected type.
    case decodingFailed(key: String, message: String)
    /// The value for the key could not be encoded.
    case encodingFailed(key: String, message: String)

    public var description: String {
        switch self {
        case .invalidKey(let key, let reason):
            return "invalid persistence key '\(key)': \(reason)"
        case .readFailed(let key, let message):
            return "could not read persisted '\(key)': \(message)"
        case .writeFailed(let key, let message):
            return "could not write persisted '\(key)': \(message)"
        case .decodingFailed(let key, let message):
            return "persisted '\(key)' is not valid: \(message)"
        case .encodingFailed(let key, let message):
            return "could not encode '\(key)' for persistence: \(message)"
        }
    }
}
