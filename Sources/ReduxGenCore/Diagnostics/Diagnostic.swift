/// How serious a diagnostic is. The raw values are the words compilers print.
public enum DiagnosticSeverity: String, Hashable, Sendable, Codable, CaseIterable {
    case error
    case warning
    case note
}

/// One problem (or remark) about a spec, as a value: a severity, a message, an optional location and
/// any notes that explain it (for example, where a duplicated key was first defined).
///
/// Every diagnostic about a file's content carries a location. Only problems that are about no file
/// at all (a folder that does not exist, say) have none.
public struct Diagnostic: Hashable, Sendable {
    public var severity: DiagnosticSeverity
    public var message: String
    public var location: SourceLocation?
    /// Notes attached to this diagnostic; each is printed on its own line after it.
    public var notes: [Diagnostic]

    public init(
        _ severity: DiagnosticSeverity,
        _ message: String,
        at location: SourceLocation?,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    public var isError: Bool { severity == .error }
}

/// A failure that carries diagnostics, thrown by a pipeline stage that cannot go on.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    /// Whether the cause is a file that could not be read or written (or is not a regular file), rather than
    /// what a file says: the command line then exits with status 2 instead of 1.
    public var isIOFailure: Bool

    public init(_ diagnostics: [Diagnostic], isIOFailure: Bool = false) {
        self.diagnostics = diagnostics
        self.isIOFailure = isIOFailure
    }

    public init(_ diagnostic: Diagnostic, isIOFailure: Bool = false) {
        self.diagnostics = [diagnostic]
        self.isIOFailure = isIOFailure
    }
}
