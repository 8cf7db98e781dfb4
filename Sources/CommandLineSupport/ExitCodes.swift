import ArgumentParser

/// The exit codes reduxgen documents in `--help` and the README.
public enum ReduxGenExit {
    /// A spec has errors, or `--check` found stale files.
    public static let specErrors = ExitCode(1)
    /// The command line was wrong or a file could not be read or written.
    public static let usageOrIO = ExitCode(2)
}
