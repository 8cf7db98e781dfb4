import Foundation

/// Runs the built `reduxgen` binary in a working folder, as a user or CI would.
struct ReduxGenProcess {
    struct Result {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `reduxgen` executable built next to the running test binary.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("reduxgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        fatalError("reduxgen is not built next to the test binary (\(CommandLine.arguments[0]))")
    }()

    /// Runs `reduxgen arguments` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: URL) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}

/// A temporary project folder with the sample counter spec in `specs/`.
struct TemporaryProject {
    let folder: URL

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for name in ["counter.yaml", "search.yaml"] {
            try FileManager.default.copyItem(
                at: Self.repositoryRoot.appendingPathComponent("specs/\(name)"),
                to: folder.appendingPathComponent("specs/\(name)")
            )
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: String...) throws -> ReduxGenProcess.Result {
        try ReduxGenProcess.run(arguments, in: folder)
    }

    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }
}
