/// Where the logging middleware writes its lines.
public struct LogSink: Sendable {
    private let write: @Sendable (String) -> Void

    /// A sink that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes one log line.
    public func callAsFunction(_ line: String) {
        write(line)
    }

    /// Prints each line to standard output.
    public static let standardOutput = LogSink { line in print(line) }
}
