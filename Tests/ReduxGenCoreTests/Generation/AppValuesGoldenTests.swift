import Foundation
import Testing
@testable import ReduxGenCore

/// Features reading another feature's state (`app.session.token`), generated together with internal access,
/// equal the reviewed golden files under `Tests/Fixtures/Generated/AppValues`, which the hand-written oracle
/// tests call.
@Suite struct AppValuesGoldenTests {
    static let folder = "Tests/Fixtures/Generated/AppValues/specs"
    static let options = GenerationOptions(access: .internal, testModule: "Features")

    /// The specs of the folder, read together (sorted by file name, as the command line reads a folder).
    static func specs() throws -> [FeatureSpec] {
        let result = SpecReader().read(paths: [GenerationFixtures.packageRoot.appendingPathComponent(folder).path])
        let errors = result.diagnostics.filter(\.isError).map(\.message)
        #expect(errors.isEmpty)
        return result.specs.map { spec in
            var spec = spec
            spec.file = folder + "/" + URL(fileURLWithPath: spec.file).lastPathComponent
            return spec
        }
    }

    @Test func appValuesFilesMatchTheirGoldenFiles() throws {
        let files = try Generator(options: Self.options).generate(try Self.specs())
        try GoldenFiles.check(files, against: GenerationFixtures.generatedFolder.appendingPathComponent("AppValues"))
    }

    @Test func theEnvironmentOfAReadingFeatureHasAProviderPerValue() throws {
        let files = try Generator(options: Self.options).generate(try Self.specs())
        let reducer = try #require(files.first { $0.relativePath == "InboxReducer.swift" }).contents
        #expect(reducer.contains("var sessionToken: @Sendable () -> String"))
        #expect(reducer.contains("var sessionUserID: @Sendable () -> Int?"))
        let app = try #require(files.first { $0.relativePath == "AppReducer.swift" }).contents
        #expect(app.contains("let sessionToken = state.session.token"))
    }

    @Test func aSpecReadingAnotherFeatureCannotBeGeneratedAlone() throws {
        let inbox = try #require(try Self.specs().first { $0.name == "Inbox" })
        #expect(throws: DiagnosticsError.self) {
            try Generator(options: Self.options).generate([inbox])
        }
    }
}
