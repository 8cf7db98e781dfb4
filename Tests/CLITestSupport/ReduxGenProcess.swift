import Foundation

/// Runs the built `reduxgen` binary in a working folder, as a user or CI would.
public struct ReduxGenProcess {
    public struct Result: Sendable {
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// The folder, inside the working folder, that runs keep their generation stamps in.
    public static let stampFolderName = ".reduxgen-cache"

    /// The `reduxgen` executable built next to the running test binary.
    public static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("reduxgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        fatalError("reduxgen is not built next to the test binary (\(CommandLine.arguments[0]))")
    }()

    /// Runs `reduxgen arguments` in `folder`, with `environment` added to the test's own, and waits for it
    /// on a Dispatch thread, so the waiting never occupies one of the few threads Swift concurrency runs
    /// every other test's tasks on.
    public static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try runBlocking(arguments, in: folder, environment: environment) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> Result {
        // Output goes to files rather than pipes, so a chatty run can never fill a pipe and stall.
        let captures = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captures) }
        let outputURL = captures.appendingPathComponent("stdout")
        let errorURL = captures.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Stamps of runs go into the working folder, so they go away with it.
        var runEnvironment = ProcessInfo.processInfo.environment
        runEnvironment["REDUXGEN_CACHE_DIR"] = folder.appendingPathComponent(stampFolderName).path
        runEnvironment["REDUXGEN_NO_CACHE"] = nil
        process.environment = runEnvironment.merging(environment) { _, added in added }
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}

/// A temporary project folder with the sample counter spec in `specs/`.
public struct TemporaryProject: Sendable {
    public let folder: URL

    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for name in ["counter.yaml", "search.yaml"] {
            try FileManager.default.copyItem(
                at: Self.repositoryRoot.appendingPathComponent("specs/\(name)"),
                to: folder.appendingPathComponent("specs/\(name)")
            )
        }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    public func run(_ arguments: String...) async throws -> ReduxGenProcess.Result {
        try await ReduxGenProcess.run(arguments, in: folder)
    }

    public func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }
}
