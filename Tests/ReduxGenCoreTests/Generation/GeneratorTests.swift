import Testing
@testable import ReduxGenCore

/// The pipeline renders the right files, each with the header, and refuses what it cannot generate.
@Suite struct GeneratorTests {
    func spec(_ text: String, file: String = "specs/test.yaml") throws -> FeatureSpec {
        try #require(readSpec(text, file: file).spec)
    }

    @Test func aFeatureWithoutEndpointsOrModelsGetsStateActionReducerAndTests() throws {
        let counter = try spec("feature: Counter\nstate:\n  count: { type: Int, default: 0 }\nactions:\n  tapped: {}\n")
        let files = try Generator(options: GenerationOptions(testModule: "App")).generate([counter])
        #expect(files.map(\.relativePath) == ["CounterState.swift", "CounterAction.swift", "CounterReducer.swift", "CounterTests.swift"])
        #expect(files.map(\.root) == [.sources, .sources, .sources, .tests])
        for file in files {
            #expect(file.contents.hasPrefix(GeneratedHeader.line(specPath: "specs/test.yaml") + "\n"))
        }
    }

    @Test func accessLevelIsAnOption() throws {
        let counter = try spec("feature: Counter\nstate:\n  count: { type: Int, default: 0 }\nactions:\n  tapped: {}\n")
        let publicFiles = try Generator(options: GenerationOptions(access: .public, testModule: "App")).generate([counter])
        let internalFiles = try Generator(options: GenerationOptions(access: .internal, testModule: "App")).generate([counter])
        #expect(publicFiles[0].contents.contains("public struct CounterState"))
        #expect(internalFiles[0].contents.contains("\nstruct CounterState"))
        #expect(!internalFiles[0].contents.contains("public "))
        #expect(internalFiles[3].contents.contains("@testable import App"))
    }

    @Test func generatedTextIsTidy() throws {
        let specs = try GenerationFixtures.samples()
            + [GenerationFixtures.spec("Tests/Fixtures/Generated/KitchenSink/kitchen-sink.yaml")]
        for file in try Generator(options: GenerationFixtures.options).generate(specs) {
            #expect(!file.contents.contains(" \n"), "trailing whitespace in \(file.relativePath)")
            #expect(!file.contents.contains("\n\n\n"), "double blank line in \(file.relativePath)")
            #expect(!file.contents.contains("\t"), "tab in \(file.relativePath)")
            #expect(file.contents.hasSuffix("}\n"), "\(file.relativePath) must end with one newline")
            // The header names every spec of the run, so only it may be longer.
            let lines: [Substring] = file.contents.split(whereSeparator: \.isNewline)
            let long = lines.dropFirst().filter { line in line.count > 120 }
            #expect(long.isEmpty, "lines longer than 120 characters in \(file.relativePath): \(long)")
        }
    }

    @Test func aFeatureNamedAppClashesWithTheAppFiles() throws {
        let app = try spec("feature: App\nactions:\n  tapped: {}\n", file: "a.yaml")
        let other = try spec("feature: Other\nactions:\n  tapped: {}\n", file: "b.yaml")
        _ = try Generator(options: GenerationOptions(testModule: "App")).generate([app])
        #expect(throws: DiagnosticsError.self) {
            try Generator(options: GenerationOptions(testModule: "App")).generate([app, other])
        }
    }
}
