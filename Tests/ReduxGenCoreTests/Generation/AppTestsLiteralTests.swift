import Testing
@testable import ReduxGenCore

/// The app tests check each feature's state changes on the feature's slice of the app state; the values the
/// spec writes reach them unchanged.
@Suite struct AppTestsLiteralTests {
    @Test func aLiteralContainingDollarZeroIsKeptInTheAppTests() throws {
        let alpha = try #require(readSpec("""
            feature: Alpha
            state:
              note: { type: String, default: "" }
            actions:
              priced:
                reduce:
                  - set: note
                    value: "cost $0.50, or $0.count"
            """, file: "specs/alpha.yaml").spec)
        let beta = try #require(readSpec("feature: Beta\nstate:\n  n: Int\nactions:\n  tapped: {}\n", file: "specs/beta.yaml").spec)
        let files = try Generator(options: GenerationOptions(testModule: "App")).generate([alpha, beta])
        let appTests = try #require(files.first { $0.relativePath == "AppTests.swift" })
        #expect(appTests.contents.contains(#"$0.alpha.note = "cost $0.50, or $0.count""#), "\(appTests.contents)")
        let featureTests = try #require(files.first { $0.relativePath == "AlphaTests.swift" })
        #expect(featureTests.contents.contains(#"$0.note = "cost $0.50, or $0.count""#))
    }

    /// The app tests cannot see a feature tests' shared samples (`<Feature>Samples` is private to them,
    /// docs/generated-code.md, "Tests"): a model element a payload array holds is written out in full.
    @Test func aModelElementOfAPayloadArrayIsWrittenOutInTheAppTests() throws {
        let alpha = try #require(readSpec("""
            feature: Alpha
            models:
              Tag:
                fields: { name: String, weight: Double }
            state:
              tags: { type: "[Tag]?", default: null }
            actions:
              tagged:
                payload: { tags: "[Tag]" }
                reduce:
                  - set: tags
                    from: tags
            """, file: "specs/alpha.yaml").spec)
        let beta = try #require(readSpec("feature: Beta\nstate:\n  n: Int\nactions:\n  tapped: {}\n", file: "specs/beta.yaml").spec)
        let files = try Generator(options: GenerationOptions(testModule: "App")).generate([alpha, beta])
        let appTests = try #require(files.first { $0.relativePath == "AppTests.swift" })
        #expect(!appTests.contents.contains("AlphaSamples"), "\(appTests.contents)")
        #expect(appTests.contents.contains(#"$0.alpha.tags = [Alpha.Tag(name: "b", weight: 2.5)]"#), "\(appTests.contents)")
    }
}
