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
    /// The full text of the file, starting with the generated header line.
    public var contents: String

    public init(root: OutputRoot, relativePath: String, contents: String) {
        self.root = root
        self.relativePath = relativePath
        self.contents = contents
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
