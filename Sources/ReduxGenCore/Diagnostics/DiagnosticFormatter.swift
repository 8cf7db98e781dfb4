import Foundation

/// Turns diagnostics into text for people (compiler style) or for tools (JSON).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: message`, as Xcode, editors and CI logs parse it.
    case text
    /// A JSON array of objects with `severity`, `message`, `file`, `line`, `column` and `notes`.
    case json
}

/// Renders a list of diagnostics: every error first, then the warnings (and notes of their own).
///
/// Text caps the warnings at `limit`, so a document with thousands of skipped constructs cannot bury the
/// errors or flood a log; errors are never left out, since each one is a reason the run failed. JSON is
/// for tools and is always complete.
public struct DiagnosticFormatter: Sendable {
    /// The most warnings printed as text in one run; like compilers, the rest are summarised in one note.
    public static let defaultLimit = 100

    public var format: DiagnosticFormat
    /// The most warnings (and notes of their own) text shows; errors are always shown.
    public var limit: Int

    public init(format: DiagnosticFormat = .text, limit: Int = DiagnosticFormatter.defaultLimit) {
        self.format = format
        self.limit = limit
    }

    /// The full text to print for these diagnostics, newline-terminated (empty when there are none
    /// and the format is text). Control, line-separating and bidirectional-formatting characters in
    /// messages are escaped (see ``MessageEscaping``).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter(\.isError).map(\.escapedForPrinting)
        let others = diagnostics.filter { !$0.isError }.map(\.escapedForPrinting)
        switch format {
        case .text:
            let shownOthers = others.prefix(limit)
            var lines: [String] = []
            for diagnostic in errors + shownOthers {
                lines.append(Self.textLine(diagnostic))
                lines.append(contentsOf: diagnostic.notes.map(Self.textLine))
            }
            let hidden = others.count - shownOthers.count
            if hidden > 0 {
                lines.append("note: \(hidden) more warning\(hidden == 1 ? "" : "s") not shown; the first \(limit) are above")
            }
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        case .json:
            let objects = (errors + others).map(Self.jsonObject)
            let data = try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            return (data.flatMap { String(data: $0, encoding: .utf8) } ?? "[]") + "\n"
        }
    }

    /// One diagnostic as one line: `path:line:column: severity: message`.
    /// The message is escaped as ``render(_:)`` escapes it.
    public static func textLine(_ diagnostic: Diagnostic) -> String {
        let message = MessageEscaping.escaped(diagnostic.message)
        if let location = diagnostic.location {
            return "\(location): \(diagnostic.severity.rawValue): \(message)"
        }
        return "\(diagnostic.severity.rawValue): \(message)"
    }

    private static func jsonObject(_ diagnostic: Diagnostic) -> [String: Any] {
        var object: [String: Any] = [
            "severity": diagnostic.severity.rawValue,
            "message": diagnostic.message,
        ]
        if let location = diagnostic.location {
            object["file"] = location.file
            object["line"] = location.line
            object["column"] = location.column
        }
        if !diagnostic.notes.isEmpty {
            object["notes"] = diagnostic.notes.map(jsonObject)
        }
        return object
    }
}
