import Foundation

/// A recorded sequence of actions, in dispatch order, that can be saved as JSON and replayed into a fresh
/// store to reach the same state.
///
/// The file is JSON (see docs/runtime.md, "Action logs"):
///
/// ```json
/// {"version": 2, "recordedAt": "2026-01-31T09:15:00Z",
///  "entries": [{"time": 0.25, "action": {"incrementTapped": {}}}]}
/// ```
///
/// - Version 1 had `version` and `entries` only.
/// - Version 2 adds `recordedAt`, the wall-clock time recording started (optional when reading).
///
/// Every older version still reads; a newer one is rejected with ``ActionLogError/unsupportedVersion(_:)``.
///
/// Written logs hold no value the action type marks sensitive (``SensitiveValues``): each is redacted
/// (``JSONRedaction``), so a log can be attached to a bug report. Replaying such a file applies the
/// placeholders instead (a password `"[redacted]"`), so it reaches the recorded state but for them.
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

    /// The format version the log was read with (``currentVersion`` for a new log).
    public var version: Int
    /// When recording started, if known (logs of version 1 do not say).
    public var recordedAt: Date?
    /// The recorded actions, oldest first.
    public var entries: [Entry]

    /// The format version this library writes.
    public static var currentVersion: Int { 2 }

    /// Creates a log.
    public init(entries: [Entry] = [], recordedAt: Date? = nil) {
        self.version = Self.currentVersion
        self.recordedAt = recordedAt
        self.entries = entries
    }

    /// The actions, oldest first.
    public var actions: [Action] {
        entries.map(\.action)
    }

    private enum CodingKeys: String, CodingKey {
        case version, recordedAt, entries
    }

    /// Reads any version up to ``currentVersion``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else {
            throw ActionLogError.unsupportedVersion(version)
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .recordedAt) {
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .recordedAt, in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
            }
            recordedAt = date
        }
        entries = try container.decode([Entry].self, forKey: .entries)
    }

    /// Writes the current version (whatever version the log was read with).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encodeIfPresent(recordedAt?.formatted(.iso8601), forKey: .recordedAt)
        try container.encode(entries, forKey: .entries)
    }

    /// The log as JSON, pretty-printed with sorted keys, with the values `Action` marks sensitive (see
    /// ``SensitiveValues``) redacted: a password reads `"[redacted]"` (see ``JSONRedaction``). The log in
    /// memory keeps them, so replaying it in the app stays exact.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let sensitive = JSONRedaction.sensitivePaths(of: Action.self)
        return try JSONRedaction.redact(
            encoder.encode(self), matching: JSONPathPattern.inEachElement(of: "entries", under: "action", sensitive))
    }

    /// Reads a log from JSON written by any version of ``jsonData()`` or ``write(to:)``, or exported by the
    /// DevTools inspector: a date in an action or state may be ISO 8601 text or seconds since 2001-01-01.
    ///
    /// - Throws: ``ActionLogError/unsupportedVersion(_:)`` for a newer format, and the decoder's error
    ///   (which names the offending entry) for damaged JSON.
    public static func decode(from data: Data) throws -> ActionLog {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .isoTextOrReferenceSeconds
        return try decoder.decode(ActionLog.self, from: data)
    }

    /// Writes the log to `url` as JSON, replacing any file there; sensitive values are redacted, as in
    /// ``jsonData()``.
    public func write(to url: URL) throws {
        try jsonData().write(to: url, options: .atomic)
    }

    /// Reads a log written by `write(to:)`, of this or an older format version; see ``decode(from:)``.
    public static func read(from url: URL) throws -> ActionLog {
        try decode(from: Data(contentsOf: url))
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
