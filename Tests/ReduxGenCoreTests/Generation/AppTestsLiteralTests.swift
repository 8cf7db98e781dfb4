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
}
