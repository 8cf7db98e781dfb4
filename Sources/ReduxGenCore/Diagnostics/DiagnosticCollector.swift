/// Gathers the diagnostics of one run so that every problem is reported, not only the first.
///
/// Stages append to it and go on; the caller decides at the end whether the run failed.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        diagnostics.append(contentsOf: other)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        append(.warning(message, at: location, notes: notes))
    }

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    public var errorCount: Int { diagnostics.count(where: \.isError) }

    /// The diagnostics in the order a reader expects: by file, line and column; those without a
    /// location first. The sort is stable, so diagnostics at one place keep the order they were found in.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l == r ? a.offset < b.offset : l < r
            }
        }.map(\.element)
    }
}
