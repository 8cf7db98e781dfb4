import Foundation
import Testing
@testable import ReduxGenCore

/// The files generated from the sample specs equal the committed sample features (which the repository's
/// `reduxgen.yaml` writes), and those of a kitchen-sink spec equal the reviewed golden files under
/// `Tests/Fixtures/Generated/KitchenSink` (and, in the middleware flavor, `KitchenSinkMiddleware`).
@Suite struct GeneratedGoldenTests {
    @Test func sampleSpecsGenerateTheCommittedSampleFeatures() throws {
        let specs = try GenerationFixtures.samples()
        let files = try Generator(options: GenerationFixtures.options).generate(specs)
        let appFiles = files.filter { $0.relativePath.hasPrefix("App") }
        #expect(appFiles.map(\.relativePath) == ["AppState.swift", "AppAction.swift", "AppReducer.swift", "AppTests.swift"])
        #expect(appFiles.map(\.root) == [.sources, .sources, .sources, .tests])
        try GoldenFiles.check(
            files,
            sources: GenerationFixtures.sampleSourcesFolder,
            tests: GenerationFixtures.sampleTestsFolder,
            mocks: GenerationFixtures.sampleMocksFolder
        )
    }

    /// A spec using every kind of value, step, request part and policy, generated with internal access.
    @Test func kitchenSinkFilesMatchTheirGoldenFiles() throws {
        let spec = try GenerationFixtures.spec("Tests/Fixtures/Generated/KitchenSink/kitchen-sink.yaml")
        let options = GenerationOptions(access: .internal, testModule: "Features")
        let files = try Generator(options: options).generate([spec])
        try GoldenFiles.check(files, against: GenerationFixtures.generatedFolder.appendingPathComponent("KitchenSink"))
    }

    /// The kitchen-sink spec in the middleware flavor.
    @Test func kitchenSinkMiddlewareFilesMatchTheirGoldenFiles() throws {
        let spec = try GenerationFixtures.spec("Tests/Fixtures/Generated/KitchenSinkMiddleware/kitchen-sink-middleware.yaml")
        let options = GenerationOptions(access: .internal, testModule: "Features")
        let files = try Generator(options: options).generate([spec])
        #expect(files.contains { $0.relativePath == "KitchenMwMiddleware.swift" })
        #expect(!files.contains { $0.relativePath.hasSuffix("Effects.swift") })
        try GoldenFiles.check(files, against: GenerationFixtures.generatedFolder.appendingPathComponent("KitchenSinkMiddleware"))
    }

    /// The specs whose generated code the hand-written oracle tests (`Tests/GeneratedCodeOracleTests`) call:
    /// every value type in every request part, under each JSON date strategy, a state of more fields
    /// than one generated function lists, and lists paged with `Link` headers in both side-effect flavors,
    /// generated with internal access.
    @Test(arguments: [
        ("WireFormat", "wire-format.yaml"), ("WireSeconds", "wire-seconds.yaml"), ("WireMillis", "wire-millis.yaml"),
        ("ApiKeyAuth", "api-key-auth.yaml"),
        ("WideState", "wide-state.yaml"), ("SumTypes", "sum-types.yaml"), ("LinkPages", "link-pages.yaml"),
        ("LinkPagesMiddleware", "link-pages-middleware.yaml"),
    ])
    func wireFormatFilesMatchTheirGoldenFiles(folder: String, file: String) throws {
        let spec = try GenerationFixtures.spec("Tests/Fixtures/Generated/\(folder)/\(file)")
        let options = GenerationOptions(access: .internal, testModule: "Features")
        let files = try Generator(options: options).generate([spec])
        try GoldenFiles.check(files, against: GenerationFixtures.generatedFolder.appendingPathComponent(folder))
    }

    /// The hooks of docs/generated-code.md, generated with public access (their `UserCode/` is the documented
    /// example, which the `FixtureFeatures` target compiles).
    @Test func publicHooksFilesMatchTheirGoldenFiles() throws {
        let spec = try GenerationFixtures.spec("Tests/Fixtures/Generated/PublicHooks/public-hooks.yaml")
        let options = GenerationOptions(access: .public, testModule: "Features")
        let files = try Generator(options: options).generate([spec])
        try GoldenFiles.check(files, against: GenerationFixtures.generatedFolder.appendingPathComponent("PublicHooks"))
    }

    /// A feature's files do not depend on the features generated with it: each sample alone, or with only
    /// the samples its spec names (`app.session.token`, `resetApp: { except: [counter] }`), gives the
    /// files it has in the whole app.
    @Test func featureFilesAreTheSameAloneAndTogether() throws {
        let specs = try GenerationFixtures.samples()
        let together = try Generator(options: GenerationFixtures.options).generate(specs)
        let namedFeatures: [String: Set<String>] = ["Issues": ["Session", "Counter"], "Session": ["Issues", "Counter"]]
        var alone: [GeneratedFile] = []
        for spec in specs {
            let named = namedFeatures[spec.swiftName] ?? []
            let files = try Generator(options: GenerationFixtures.options)
                .generate([spec] + specs.filter { named.contains($0.swiftName) })
            alone += files.filter { $0.contents.hasPrefix("\(GeneratedHeader.prefix) from \(spec.file).") }
        }
        #expect(together.filter { !$0.relativePath.hasPrefix("App") } == alone)
    }

    @Test func generationIsDeterministic() throws {
        let specs = try GenerationFixtures.samples()
        let first = try Generator(options: GenerationFixtures.options).generate(specs)
        let second = try Generator(options: GenerationFixtures.options).generate(specs)
        #expect(first == second)
    }
}
