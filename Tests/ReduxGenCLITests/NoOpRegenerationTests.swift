import CLITestSupport
import Foundation
import Testing

/// A second run with nothing changed skips rendering by the stamp of the first run, yet any change to a
/// spec, a template or a generated file still regenerates exactly what a full run would.
@Suite struct NoOpRegenerationTests {
    static let arguments = ["specs/counter.yaml", "--output", "Out", "--tests-output", "OutTests"]

    func run(_ project: TemporaryProject, _ extra: String...) async throws -> ReduxGenProcess.Result {
        try await ReduxGenProcess.run(Self.arguments + extra, in: project.folder)
    }

    func stampFiles(_ project: TemporaryProject) throws -> [String] {
        let folder = project.folder.appendingPathComponent(ReduxGenProcess.stampFolderName)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    @Test func aSecondRunReportsEveryFileUnchangedFromTheStamp() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let first = try await run(project)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput == "Wrote to Out, OutTests: 4 created, 0 updated, 0 unchanged, 0 removed.\n")
        #expect(try stampFiles(project).count == 1)
        let stamp = try project.read(ReduxGenProcess.stampFolderName + "/" + stampFiles(project)[0])
        #expect(stamp.hasPrefix("reduxgen generation stamp 2\n"))
        #expect(stamp.contains("\ninput specs/counter.yaml\n"), "the spec is digested before any spec is read")
        #expect(stamp.contains("/Out/CounterState.swift\n"))

        let second = try await run(project)
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(second.standardOutput == "Wrote to Out, OutTests: 0 created, 0 updated, 4 unchanged, 0 removed.\n")
    }

    @Test func aGeneratedFileEditedByHandIsRestored() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        let state = try project.read("Out/CounterState.swift")
        try project.write(state.replacingOccurrences(of: "count", with: "tally"), to: "Out/CounterState.swift")
        let second = try await run(project)
        #expect(second.standardOutput == "Wrote to Out, OutTests: 0 created, 1 updated, 3 unchanged, 0 removed.\n")
        #expect(try project.read("Out/CounterState.swift") == state)
    }

    @Test func aRemovedGeneratedFileIsWrittenAgain() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("OutTests/CounterTests.swift"))
        let second = try await run(project)
        #expect(second.standardOutput == "Wrote to Out, OutTests: 1 created, 0 updated, 3 unchanged, 0 removed.\n")
        #expect(project.exists("OutTests/CounterTests.swift"))
    }

    @Test func aChangedSpecRegenerates() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        let spec = try project.read("specs/counter.yaml")
        try project.write(spec + "\n# a comment changes no generated file\n", to: "specs/counter.yaml")
        let second = try await run(project)
        #expect(second.standardOutput == "Wrote to Out, OutTests: 0 created, 0 updated, 4 unchanged, 0 removed.\n")

        try project.write(spec.replacingOccurrences(of: "count", with: "tally"), to: "specs/counter.yaml")
        let third = try await run(project)
        #expect(third.exitCode == 0, "\(third.standardError)")
        #expect(try project.read("Out/CounterState.swift").contains("tally"))
    }

    @Test func aChangedOpenAPIDocumentRegenerates() async throws {
        // docs/openapi.md: the generated code follows the document the spec references when it changes.
        let project = try TemporaryProject()
        defer { project.remove() }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs")
        let document = try String(contentsOf: samples.appendingPathComponent("pets.openapi.json"), encoding: .utf8)
        try project.write(try String(contentsOf: samples.appendingPathComponent("pets.yaml"), encoding: .utf8), to: "pets/pets.yaml")
        try project.write(document, to: "pets/pets.openapi.json")
        let arguments = ["pets/pets.yaml", "--output", "Out", "--tests-output", "OutTests"]
        let first = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(try project.read("Out/PetsModels.swift").contains("photo_url"))

        try project.write(document.replacingOccurrences(of: "\"photo_url\"", with: "\"picture_url\""), to: "pets/pets.openapi.json")
        let second = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(second.exitCode == 0, "\(second.standardError)")
        let models = try project.read("Out/PetsModels.swift")
        #expect(models.contains("picture_url"), "\(second.standardOutput)")
        #expect(!models.contains("photo_url"))
    }

    @Test func aChangedTemplateOverrideRegenerates() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let builtIn = try String(
            contentsOf: TemporaryProject.repositoryRoot.appendingPathComponent("Templates/State.mustache"), encoding: .utf8)
        try project.write(builtIn, to: "Templates/State.mustache")
        _ = try await run(project, "--templates", "Templates")
        try project.write(builtIn + "// Custom.\n", to: "Templates/State.mustache")
        let second = try await run(project, "--templates", "Templates")
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(second.standardOutput == "Wrote to Out, OutTests: 0 created, 1 updated, 3 unchanged, 0 removed.\n")
        #expect(try project.read("Out/CounterState.swift").hasSuffix("// Custom.\n"))
    }

    @Test func aSkippedRunStillReportsTemplateWarnings() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("// never included\n", to: "Templates/_unused.mustache")
        let first = try await run(project, "--templates", "Templates")
        let second = try await run(project, "--templates", "Templates")
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardError.contains("warning: partial '_unused' is not included by any template"))
        #expect(second.standardOutput == "Wrote to Out, OutTests: 0 created, 0 updated, 4 unchanged, 0 removed.\n")
        #expect(second.standardError == first.standardError)
    }

    /// What the templates folder holds decides its warnings: a file added or removed since the last run
    /// changes them, so that run is not skipped.
    @Test func aFileAddedToOrRemovedFromTheTemplatesFolderChangesItsWarnings() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("// never included\n", to: "Templates/_unused.mustache")
        _ = try await run(project, "--templates", "Templates")
        try project.write("x", to: "Templates/Sate.mustache")
        let added = try await run(project, "--templates", "Templates")
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect(added.standardError.contains("'Sate' does not override a built-in template"), "\(added.standardError)")
        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("Templates/Sate.mustache"))
        let removed = try await run(project, "--templates", "Templates")
        #expect(removed.exitCode == 0, "\(removed.standardError)")
        #expect(!removed.standardError.contains("Sate"), "\(removed.standardError)")
        #expect(removed.standardError.contains("partial '_unused' is not included"), "\(removed.standardError)")
    }

    /// The skipped run reads no spec, so it prints the warnings the spec gave from the stamp.
    @Test func aSkippedRunStillReportsSpecWarnings() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("""
            feature: Probe
            api: { baseURL: "http://localhost" }
            state:
              token: String
            actions:
              appeared: {}
            endpoints:
              ping:
                method: GET
                path: /ping
                headers: { Authorization: { value: "Bearer {state.token}" } }
                triggers: [appeared]

            """, to: "specs/probe.yaml")
        let arguments = ["specs/probe.yaml", "--output", "Out", "--tests-output", "OutTests"]
        let first = try await ReduxGenProcess.run(arguments, in: project.folder)
        let second = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardError.contains("specs/probe.yaml:11:"))
        #expect(first.standardError.contains("warning: the literal"))
        #expect(second.exitCode == 0)
        #expect(second.standardOutput.contains(" 0 created, 0 updated, "))
        #expect(second.standardError == first.standardError)
    }

    @Test func aSpecAddedToTheRunRegenerates() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        let second = try await ReduxGenProcess.run(
            ["specs/counter.yaml", "specs/search.yaml", "--output", "Out", "--tests-output", "OutTests"], in: project.folder)
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(!second.standardOutput.contains(" 0 created, 0 updated, "), "\(second.standardOutput)")
    }

    @Test func aSpecAddedToAFolderTheRunNamesIsGenerated() async throws {
        // docs/spec.md: a folder contributes its `*.yaml` files, the ones it holds at each run.
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(try project.read("specs/counter.yaml"), to: "features/counter.yaml")
        let arguments = ["features", "--output", "Out", "--tests-output", "OutTests"]
        let first = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(first.standardOutput == "Wrote to Out, OutTests: 4 created, 0 updated, 0 unchanged, 0 removed.\n")
        try project.write(try project.read("specs/search.yaml"), to: "features/search.yaml")
        let second = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(project.exists("Out/RepoSearchState.swift"), "\(second.standardOutput)")
        let third = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(third.standardOutput.contains(" 0 created, 0 updated, "), "\(third.standardOutput)")
    }

    @Test func checkStillFindsAStaleFile() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        _ = try await run(project)
        let state = try project.read("Out/CounterState.swift")
        try project.write(state + "// edited\n", to: "Out/CounterState.swift")
        let check = try await run(project, "--check")
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("stale: Out/CounterState.swift"))
    }

    // docs/writing.md, "Unchanged runs": a file a run acts on (a generated file no spec produces, a temporary
    // file an interrupted run left) makes the run generate as usual, so it is listed or removed every time.

    @Test func everyRunListsAGeneratedFileNoSpecProduces() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        try project.write("// Generated by reduxgen from specs/old.yaml. Do not edit.\n\nstruct OldState {}\n", to: "Out/OldState.swift")
        for _ in 1...2 {
            let result = try await run(project)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput == """
                Wrote to Out, OutTests: 0 created, 0 updated, 4 unchanged, 0 removed.
                1 generated file is no longer produced by any spec and kept:
                  Out/OldState.swift
                Run reduxgen again with --prune to remove it.

                """)
        }
    }

    @Test func aRunRemovesATemporaryFileAnInterruptedRunLeft() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        _ = try await run(project)
        _ = try await run(project)
        try project.write("half of a file", to: "Out/.CounterState.swift.0123abcd.reduxgen-tmp")
        let result = try await run(project)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Removed 1 temporary file an interrupted run left."))
        #expect(!project.exists("Out/.CounterState.swift.0123abcd.reduxgen-tmp"))
        #expect(try await run(project, "--check").exitCode == 0)
    }
}
