import Foundation

/// A recorded sequence of actions, in dispatch order, that can be saved as JSON and replayed into a fresh
/// store to reach the same state.
public struct ActionLog<Action: Codable>: Codable {
    /// One recorded action.
    public struct Entry: Codable {
        /// Seconds since recording started.
        public var time: Double
        /// The action, as it reached the reducer.
        public var action: Action

        /// Creates an entry.
        public init(time: Double, action: Action) {
            self.time = time
            self.action = action
        }
    }

    /// The format version, for readers of older files.
    public var version: Int
    /// The recorded actions, oldest first.
    public var entries: [Entry]

    /// The format version this library writes.
    public static var currentVersion: Int { 1 }

    /// Creates a log.
    public init(entries: [Entry] = []) {
        self.version = Self.currentVersion
        self.entries = entries
    }

    /// The actions, oldest first.
    public var actions: [Action] {
        entries.map(\.action)
    }

    /// Writes the log to `url` as JSON, replacing any file there.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    /// Reads a log written by `write(to:)`.
    ///
    /// - Throws: `ActionLogError.unsupportedVersion` for a file from a newer format, and the decoder's
    ///   error (which names the offending entry) for a damaged file.
    public static func read(from url: URL) throws -> ActionLog {
        let log = try JSONDecoder().decode(ActionLog.self, from: Data(contentsOf: url))
        guard log.version <= currentVersion else {
            throw ActionLogError.unsupportedVersion(log.version)
        }
        return log
    }
}

/// Errors reading an action log.
public enum ActionLogError: Error, Equatable, CustomStringConvertible {
    /// The file was written by a newer version of the format.
    case unsupportedVersion(Int)

    /// A message for the user.
    public var description: String {
        switch self {
        case .unsupportedVersion(let version):
            "action log version \(version) is newer than the supported version \(ActionLog<Int>.currentVersion)"
        }
    }
}
