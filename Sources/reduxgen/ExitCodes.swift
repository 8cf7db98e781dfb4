import ArgumentParser

/// The exit codes reduxgen documents in `--help` and the README.
enum ReduxGenExit {
    /// A spec has errors, or `--check` found stale files.
    static let specErrors = ExitCode(1)
    /// The command line was wrong or a file could not be read or written.
    static let usageOrIO = ExitCode(2)
}
