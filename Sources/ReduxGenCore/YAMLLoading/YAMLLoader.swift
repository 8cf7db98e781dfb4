import Foundation

/// Reads YAML text into located `YAMLNode` trees with libyaml's event API.
///
/// Aliases are expanded, merge keys (`<<`) applied and duplicate keys rejected. Scalars keep their text:
/// whether `yes` is a Bool or a String is the spec decoder's decision, not the loader's. Every problem —
/// a syntax error, bad bytes, a limit exceeded — comes back as a located error diagnostic.
public struct YAMLLoader: Sendable {
    /// The bounds that protect against hostile or broken input.
    public var limits: YAMLLoaderLimits
    /// What the entries of a top-level section are, by section key (`["actions": "action"]`), so that a
    /// duplicate key there is reported as a duplicate action rather than only a duplicate key.
    public var sectionEntryNames: [String: String]

    public init(limits: YAMLLoaderLimits = .default, sectionEntryNames: [String: String] = [:]) {
        self.limits = limits
        self.sectionEntryNames = sectionEntryNames
    }

    /// Loads a spec file: exactly one document. Problems come back as located error diagnostics; a file
    /// that cannot be read is an I/O failure (``DiagnosticsError/isIOFailure``).
    public func loadDocument(contentsOf path: String) throws(DiagnosticsError) -> YAMLNode {
        try loadDocument(bytes: try contentsOfFile(atPath: path), file: path)
    }

    /// Loads one document from bytes; `file` is the name diagnostics use.
    ///
    /// The input must be UTF-8 without a byte order mark and hold exactly one document. A document with
    /// no content (`---` alone) loads as a null plain scalar.
    public func loadDocument(bytes: [UInt8], file: String) throws(DiagnosticsError) -> YAMLNode {
        try YAMLInputCheck(file: file, limits: limits, allowsByteOrderMark: false).check(bytes)
        let documents = try YAMLDocumentReader(file: file, limits: limits, allowsMultipleDocuments: false, sectionEntryNames: sectionEntryNames).readDocuments(bytes)
        guard let document = documents.first else {
            throw DiagnosticsError(.error(
                "the file holds no YAML document (it is empty or only comments); a spec needs one document",
                at: .startOfFile(file)
            ))
        }
        return document
    }

    /// Loads every document of a YAML stream, in order. Unlike `loadDocument`, any number of documents
    /// (including none) and a leading byte order mark are accepted.
    public func loadStream(bytes: [UInt8], file: String) throws(DiagnosticsError) -> [YAMLNode] {
        try YAMLInputCheck(file: file, limits: limits, allowsByteOrderMark: true).check(bytes)
        return try YAMLDocumentReader(file: file, limits: limits, allowsMultipleDocuments: true, sectionEntryNames: sectionEntryNames).readDocuments(bytes)
    }

    /// The bytes of the regular file at `path`, reading at most one byte past the size limit so a huge file
    /// is never read whole. Anything that is not a regular file (a folder, a FIFO, a device) is refused
    /// without blocking; every failure is an I/O failure (``DiagnosticsError/isIOFailure``).
    public func contentsOfFile(atPath path: String) throws(DiagnosticsError) -> [UInt8] {
        try SourceFileReader.bytes(atPath: path, upTo: limits.maximumInputBytes + 1)
    }
}
