import CLITestSupport
import Foundation
import Testing

/// The worked example of docs/templates.md ("Worked example: a SwiftUI view per feature"), exactly as the
/// page shows it: its blocks are read from the page, so the page and the test cannot drift apart. The
/// generated view must be the page's, and must compile with the generated feature against ReduxRuntime and
/// the stand-in SwiftUI module (Linux has no SwiftUI).
@Suite struct TeamTemplateExampleTests {
    static let page = TemporaryProject.repositoryRoot.appendingPathComponent("docs/templates.md")
    static let marker = "<!-- worked-example: "

    /// The page's example blocks by the path each marker names: the fenced block after the marker line.
    static func exampleBlocks() throws -> [String: String] {
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String: String] = [:]
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix(marker), lines[index].hasSuffix(" -->") else { continue }
            let path = String(lines[index].dropFirst(marker.count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
                Issue.record("the worked-example marker for \(path) is not followed by a fenced block")
                continue
            }
            var body: [String] = []
            index += 2
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks[path] = body.joined(separator: "\n") + "\n"
        }
        return blocks
    }

    static let specPath = "specs/counter.yaml"
    static let viewPath = "Sources/Features/Views/CounterView.swift"

    @Test func thePageQuotesTheSampleSpecAsItIs() throws {
        let blocks = try Self.exampleBlocks()
        #expect(Set(blocks.keys) == ["reduxgen.yaml", Self.specPath, "Templates/FeatureView.mustache", Self.viewPath])
        let sample = try String(contentsOf: TemporaryProject.repositoryRoot.appendingPathComponent(Self.specPath), encoding: .utf8)
        #expect(blocks[Self.specPath] == sample)
    }

    @Test func theExampleGeneratesThePagesViewAndItCompiles() async throws {
        let blocks = try Self.exampleBlocks()
        let project = try TemporaryProject()
        defer { project.remove() }
        for (path, text) in blocks where path != Self.viewPath {
            try project.write(text, to: path)
        }
        let result = try await project.run()
        #expect(result.exitCode == 0, "\(result)")
        let view = try project.read(Self.viewPath)
        #expect(view == blocks[Self.viewPath])

        // The view is inside `#if canImport(SwiftUI)`: a file outside it names the view, so the check fails
        // unless the stand-in module made that branch compile.
        try project.write("func exampleViewType() -> Any.Type { CounterView.self }\n", to: "Sources/Features/ViewIsCompiled.swift")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: project.folder.appendingPathComponent("Sources/Features").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/Features/" + $0 }
        #expect(sources.contains("Sources/Features/CounterState.swift") && sources.contains("Sources/Features/Views/CounterView.swift"))

        let standIn = project.folder.appendingPathComponent("stand-in")
        let standInSource = TemporaryProject.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftUIStandIn/SwiftUI.swift")
        let emit = try await Compiler.run([
            "-swift-version", "6", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module",
            "-emit-module-path", standIn.appendingPathComponent("SwiftUI.swiftmodule").path, standInSource.path,
        ], in: project.folder)
        #expect(emit.exitCode == 0, "\(emit.output)")
        let check = try await Compiler.run([
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Features",
            "-I", standIn.path, "-I", try Compiler.builtModulesFolder().path,
        ] + sources, in: project.folder)
        #expect(check.exitCode == 0, "the worked example does not compile:\n\(check.output)")
    }
}

/// Runs `swiftc` from the toolchain on the path, which built the test and its modules.
enum Compiler {
    struct Result {
        var exitCode: Int32
        var output: String
    }

    /// The folder of the modules this build compiled (`ReduxRuntime.swiftmodule` among them), next to the
    /// running test binary as `reduxgen` is.
    static func builtModulesFolder() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("ReduxRuntime.swiftmodule").path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        throw CompilerError.noRuntimeModule(CommandLine.arguments[0])
    }

    enum CompilerError: Error, CustomStringConvertible {
        case noRuntimeModule(String)

        var description: String {
            switch self {
            case .noRuntimeModule(let binary): "ReduxRuntime.swiftmodule is not built next to the test binary (\(binary))"
            }
        }
    }

    /// Type-checks the Swift files of `sources` (relative to `project`'s folder) as the module `module`, in
    /// Swift 6 with warnings as errors, against the modules this build compiled.
    static func typecheck(_ sources: String, of project: TemporaryProject, module: String) async throws -> Result {
        let files = try FileManager.default.contentsOfDirectory(atPath: project.folder.appendingPathComponent(sources).path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources + "/" + $0 }
        return try await run([
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-module-name", module,
            "-I", try builtModulesFolder().path,
        ] + files, in: project.folder)
    }

    /// Runs `swiftc arguments` in `folder` on a Dispatch thread, its output and errors captured together.
    static func run(_ arguments: [String], in folder: URL) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result {
                    let output = folder.appendingPathComponent("swiftc-\(UUID().uuidString).log")
                    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    process.arguments = ["swiftc"] + arguments
                    process.currentDirectoryURL = folder
                    let handle = try FileHandle(forWritingTo: output)
                    process.standardOutput = handle
                    process.standardError = handle
                    try process.run()
                    process.waitUntilExit()
                    try handle.close()
                    defer { try? FileManager.default.removeItem(at: output) }
                    return Result(exitCode: process.terminationStatus, output: String(decoding: try Data(contentsOf: output), as: UTF8.self))
                })
            }
        }
    }
}
