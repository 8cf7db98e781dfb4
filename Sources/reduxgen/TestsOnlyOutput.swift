import ReduxGenCore

/// The output of `--tests-only`, the mode the `generate-redux` command plugin writes a plugin target's
/// generated tests in: the test files alone, in the tests folder.
enum TestsOnlyOutput {
    /// The test files among `files`. The run has one output folder, the tests folder, which it passes to
    /// the writer as the folder of its files (see ``locations(testsOutput:)``), so each file is placed there.
    static func files(of files: [GeneratedFile]) -> [GeneratedFile] {
        files.filter { $0.root == .tests }.map {
            GeneratedFile(root: .sources, relativePath: $0.relativePath, utf8: $0.utf8)
        }
    }

    /// The run's only output folder: `testsOutput`, holding the files of ``files(of:)``. No sources folder
    /// is named, so the run neither writes nor checks nor prunes generated sources.
    static func locations(testsOutput: String) -> OutputLocations {
        OutputLocations(sources: testsOutput)
    }
}
