import Foundation
import Testing
@testable import ReduxGenCore

/// A generated tests file declares one `@Test` function per scenario (docs/generated-code.md, "Tests"). A
/// scenario function without `@Test` would never run, and nothing in the compiler says so: these tests do.
@Suite struct GeneratedTestChecksTests {
    /// The scenario functions of one generated tests file: the tests struct's methods without parameters
    /// or result, each with the display name of the `@Test` on the line before it (nil without one).
    struct Scenario: Equatable {
        var function: String
        var displayName: String?
    }

    static func scenarios(in contents: String) -> [Scenario] {
        var scenarios: [Scenario] = []
        var previous = ""
        for line in contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "}" { break }  // the end of the tests struct; the expectation helpers follow
            if let rest = line.removingPrefix("    func "), let name = rest.split(separator: "(").first,
                rest.dropFirst(name.count).hasPrefix("()"), !rest.contains("->")
            {
                let displayName = previous.removingPrefix("    @Test(\"").flatMap { $0.removingSuffix("\")") }
                scenarios.append(Scenario(function: String(name), displayName: displayName))
            }
            previous = line
        }
        return scenarios
    }

    static func generatedTestsFiles() throws -> [GeneratedFile] {
        let fixtures = [
            "Tests/Fixtures/Generated/KitchenSink/kitchen-sink.yaml",
            "Tests/Fixtures/Generated/KitchenSinkMiddleware/kitchen-sink-middleware.yaml",
            "Tests/Fixtures/Generated/PublicHooks/public-hooks.yaml",
            "Tests/Fixtures/Generated/WireFormat/wire-format.yaml",
            "Tests/Fixtures/Generated/LinkPages/link-pages.yaml",
        ]
        var files: [GeneratedFile] = []
        let samples = try GenerationFixtures.samples()
        files += try Generator(options: GenerationFixtures.options).generate(samples)
        for fixture in fixtures {
            files += try Generator(options: GenerationOptions(testModule: "Features")).generate([GenerationFixtures.spec(fixture)])
        }
        return files.filter { $0.root == .tests && $0.relativePath.hasSuffix("Tests.swift") && $0.relativePath != "AppTests.swift" }
    }

    @Test func everyScenarioIsATestWithADisplayNameOfItsOwn() throws {
        let files = try Self.generatedTestsFiles()
        #expect(files.count >= 10)
        for file in files {
            let scenarios = Self.scenarios(in: file.contents)
            #expect(!scenarios.isEmpty, "no scenario functions found in \(file.relativePath)")
            for scenario in scenarios {
                #expect(scenario.displayName != nil, "\(file.relativePath): \(scenario.function)() is not a @Test")
            }
            let names = scenarios.compactMap(\.displayName)
            #expect(Set(names).count == names.count, "two scenarios share a display name in \(file.relativePath)")
            #expect(
                file.contents.components(separatedBy: "@Test").count - 1 == scenarios.count,
                "\(file.relativePath) has a @Test on something other than a scenario function"
            )
        }
    }

    @Test func theReaderFindsAScenarioWithoutATest() {
        let contents = """
            struct FTests {
                func makeStore(_ state: FState = FState()) -> TestStore<FState, FAction> {
                }

                @Test("a works")
                func a() async {
                }

                func b() throws {
                }
            }
            """
        #expect(Self.scenarios(in: contents) == [Scenario(function: "a", displayName: "a works"), Scenario(function: "b", displayName: nil)])
    }
}

extension String {
    /// The rest of the string after `prefix`, or nil when it does not start with it.
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    /// The string without `suffix`, or nil when it does not end with it.
    fileprivate func removingSuffix(_ suffix: String) -> String? {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil
    }
}
