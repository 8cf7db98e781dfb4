import Foundation

/// Runs `reduxgen` through `/bin/sh`, for the cases `Process` cannot arrange by itself: a closed standard
/// output, a standard error on a full device. The shell line names the binary as `"$REDUXGEN"`.
///
/// Every run is bounded by `timeout`, so a run that blocks ends with exit status 137 instead of hanging.
public enum ShellRun {
    public static func run(_ line: String, in folder: URL, timeoutSeconds: Int = 60) async throws -> ReduxGenProcess.Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runBlocking(line, in: folder, timeoutSeconds: timeoutSeconds) })
            }
        }
    }

    private static func runBlocking(_ line: String, in folder: URL, timeoutSeconds: Int) throws -> ReduxGenProcess.Result {
        let captures = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captures) }
        let outputURL = captures.appendingPathComponent("stdout")
        let errorURL = captures.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "KILL", String(timeoutSeconds), "/bin/sh", "-c", line]
        var environment = ProcessInfo.processInfo.environment
        environment["REDUXGEN"] = ReduxGenProcess.executable.path
        process.environment = environment
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return ReduxGenProcess.Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}
