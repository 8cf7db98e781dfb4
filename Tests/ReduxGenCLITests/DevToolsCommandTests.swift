import CLITestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `reduxgen devtools` as a user starts it: the printed address, the built-in page, and refusals.
struct DevToolsCommandTests {
    /// A running `reduxgen devtools`, stopped by `stop()`.
    final class RunningInspector: @unchecked Sendable {
        let process = Process()
        let outputURL: URL
        let errorURL: URL

        init(_ arguments: [String]) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            outputURL = folder.appendingPathComponent("stdout")
            errorURL = folder.appendingPathComponent("stderr")
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            process.executableURL = ReduxGenProcess.executable
            process.arguments = ["devtools"] + arguments
            process.standardOutput = try FileHandle(forWritingTo: outputURL)
            process.standardError = try FileHandle(forWritingTo: errorURL)
            try process.run()
        }

        var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
        var errors: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

        /// The page address from the start banner (`Open http://... in a browser`).
        func pageURL() async throws -> URL {
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            while ContinuousClock.now < deadline {
                if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Open http://") }),
                   let url = URL(string: String(line.split(separator: " ")[1]))
                {
                    return url
                }
                if !process.isRunning { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            Issue.record("no start banner; output: \(output) errors: \(errors)")
            throw CancellationError()
        }

        func stop() {
            if process.isRunning {
                process.terminate()
            }
            process.waitUntilExit()
        }
    }

    private func get(_ url: URL) async throws -> (status: Int, headers: [AnyHashable: Any], body: String) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: url) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    let http = response as? HTTPURLResponse
                    continuation.resume(returning: (
                        http?.statusCode ?? 0, http?.allHeaderFields ?? [:], String(decoding: data ?? Data(), as: UTF8.self)))
                }
            }.resume()
        }
    }

    @Test func printsItsLoopbackAddressAndServesTheBuiltInPage() async throws {
        let inspector = try RunningInspector(["--port", "0"])
        defer { inspector.stop() }
        let page = try await inspector.pageURL()
        #expect(page.host == "127.0.0.1")
        #expect(inspector.output.hasPrefix("reduxgen DevTools inspector listening on 127.0.0.1:\(page.port ?? -1)"))

        let html = try await get(page)
        #expect(html.status == 200)
        #expect(html.body.contains("<title>reduxgen DevTools</title>"))
        #expect(!html.body.contains("://"), "the page loads nothing from elsewhere")
        let policy = html.headers.first { ($0.key as? String)?.lowercased() == "content-security-policy" }?.value as? String
        #expect(policy?.contains("script-src 'self'") == true)

        let script = try await get(page.appendingPathComponent("inspector.js"))
        #expect(script.status == 200)
        #expect(script.body.contains("textContent"))
        #expect(!script.body.contains("innerHTML"))
        #expect(!script.body.contains("eval("))
    }

    @Test func aPortInUseIsAnIOError() async throws {
        let first = try RunningInspector(["--port", "0"])
        defer { first.stop() }
        let port = try #require(try await first.pageURL().port)
        let second = try await ReduxGenProcess.run(["devtools", "--port", "\(port)"], in: FileManager.default.temporaryDirectory)
        #expect(second.exitCode == 2)
        #expect(second.standardError.contains("cannot start the inspector on 127.0.0.1:\(port)"))
    }

    /// docs/devtools.md: `reduxgen devtools` runs `reduxgen-devtools` from the folder `reduxgen` is in; when
    /// it is not there, the run says how to build it and ends with exit code 2, as a usage error.
    @Test func withoutTheInspectorBesideItTheCommandSaysHowToBuildIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("reduxgen")
        try FileManager.default.copyItem(at: ReduxGenProcess.executable, to: alone)

        let (process, errors) = try await Self.start(alone, arguments: ["devtools", "--port", "0"])
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 2)
        #expect(message.contains("reduxgen-devtools, is not in \(folder.resolvingSymlinksInPath().path)"))
        #expect(message.contains("swift build --product reduxgen-devtools"))
    }

    /// Runs the program just copied to `executable`, again while the system says the file is busy: a
    /// process another test starts at that moment inherits the copy's open file until it runs its own
    /// program, and executing a file open for writing fails with ETXTBSY.
    private static func start(_ executable: URL, arguments: [String]) async throws -> (Process, Pipe) {
        var attempt = 1
        while true {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            do {
                try process.run()
                return (process, errors)
            } catch let error as NSError where attempt < 50 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                attempt += 1
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    @Test func listeningBeyondLoopbackWithoutATokenIsAUsageError() async throws {
        let result = try await ReduxGenProcess.run(["devtools", "--host", "0.0.0.0"], in: FileManager.default.temporaryDirectory)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("--token"))
    }
}
