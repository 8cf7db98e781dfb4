/// What reading a set of spec paths produced: the specs that decoded, and every diagnostic.
public struct SpecReadResult: Sendable {
    public var specs: [FeatureSpec]
    public var diagnostics: [Diagnostic]
    /// Set when a path could not be read at all (missing file, unreadable folder): exit code 2.
    public var hadIOFailure: Bool

    public init(specs: [FeatureSpec], diagnostics: [Diagnostic], hadIOFailure: Bool) {
        self.specs = specs
        self.diagnostics = diagnostics
        self.hadIOFailure = hadIOFailure
    }

    /// `nil` for success, 1 for spec errors, 2 for I/O failures.
    public var exitCode: Int32? {
        if hadIOFailure { return 2 }
        if diagnostics.contains(where: \.isError) { return 1 }
        return nil
    }
}

/// Reads spec files and folders: loads each file's YAML, decodes and validates it, and gathers every
/// diagnostic of the run.
public struct SpecReader: Sendable {
    public init() {}

    public func read(paths: [String]) -> SpecReadResult {
        SpecReadResult(specs: [], diagnostics: [], hadIOFailure: false)
    }
}
