import Foundation

/// The output folder a generated file belongs in.
public enum OutputRoot: String, Hashable, Sendable, CaseIterable {
    /// The folder for generated sources (`--output`).
    case sources
    /// The folder for generated tests (`--tests-output`).
    case tests
    /// The folder for the mock repositories when they have one of their own (`--mocks-output`).
    case mocks
}

/// One file the generator produced: where it goes and what it holds.
public struct GeneratedFile: Hashable, Sendable {
    /// The output folder the file is written into.
    public var root: OutputRoot
    /// The file's path inside its output folder, with `/` between components, such as `Feed/FeedState.swift`.
    /// It must not be absolute and must not contain `..`, `.` or empty components.
    public var relativePath: String
    /// The full text of the file in UTF-8, as it is written, starting with the generated header line.
    ///
    /// The generator makes the file's bytes once, and the writer writes (and compares) these same bytes:
    /// a `String` copied into `Data` to be written held every generated file in memory twice.
    public var utf8: Data

    /// The full text of the file, starting with the generated header line (``utf8`` as a `String`).
    public var contents: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Data(newValue.utf8) }
    }

    public init(root: OutputRoot, relativePath: String, contents: String) {
        self.init(root: root, relativePath: relativePath, utf8: Data(contents.utf8))
    }

    /// A file holding the UTF-8 text `utf8`.
    public init(root: OutputRoot, relativePath: String, utf8: Data) {
        self.root = root
        self.relativePath = relativePath
        self.utf8 = utf8
    }
}

/// The output folders of one run, as the user named them on the command line.
public struct OutputLocations: Hashable, Sendable {
    /// The folder generated sources are written to.
    public var sources: String
    /// The folder generated tests are written to; without it, a run that produces test files fails.
    public var tests: String?
    /// The folder the mock repositories are written to, when they do not go with the tests.
    public var mocks: String?

    public init(sources: String, tests: String? = nil, mocks: String? = nil) {
        self.sources = sources
        self.tests = tests
        self.mocks = mocks
    }

    /// The folder given for `root`, if any.
    public func path(for root: OutputRoot) -> String? {
        switch root {
        case .sources: sources
        case .tests: tests
        case .mocks: mocks
        }
    }
}

/// How a run may treat files already in the output folders.
public struct WriteOptions: Hashable, Sendable {
    /// Overwrite files that lack the generated header (`--force`).
    public var force: Bool
    /// Remove generated files this run no longer produces (`--prune`).
    public var prune: Bool

    public init(force: Bool = false, prune: Bool = false) {
        self.force = force
        self.prune = prune
    }
}
