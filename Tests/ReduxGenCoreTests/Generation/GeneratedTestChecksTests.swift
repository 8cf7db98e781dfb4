import Foundation
import Testing
@testable import ReduxGenCore

/// A generated tests file runs its checks through one parameterized test over the `Check` enum, whose
/// `function(of:)` maps each case to a check function. A check function missing from that list would never
/// run, and nothing in the compiler says so: these tests do.
@Suite struct GeneratedTestChecksTests {
    /// The checks of one generated tests file, as the file lists and declares them.
    struct Checks {
        var cases: [String] = []
        var switchCases: [(check: String, function: String)] = []
        var functions: [String] = []
    }

    /// Reads the `Check` enum's cases, `function(of:)`'s cases and the check functions (the struct's methods
    /// without parameters or result) of a generated tests file.
    static func checks(in contents: String) -> Checks {
        var checks = Checks()
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var section = ""
        for (index, line) in lines.enumerated() {
            if line == "    enum Check: CaseIterable, Sendable {" {
                section = "enum"
            } else if line == "    func function(of check: Check) -> () async throws -> Void {" {
                section = "switch"
            } else if line == "    }" {
                section = ""
            } else if line == "}" {
                break  // the end of the tests struct; the expectation helpers follow
            } else if section == "enum", let name = line.removingPrefix("        case ") {
                checks.cases.append(name)
            } else if section == "switch", let label = line.removingPrefix("        case ."), label.hasSuffix(":"),
                index + 1 < lines.count, let function = lines[index + 1].removingPrefix("            return ")
            {
                checks.switchCases.append((String(label.dropLast()), function))
            } else if section == "", let rest = line.removingPrefix("    func "),
                let name = rest.split(separator: "(").first, rest.dropFirst(name.count).hasPrefix("()"),
                !rest.contains("->")
            {
                checks.functions.append(String(name))
            }
        }
        return checks
    }

    static func generatedTestsFiles() throws -> [GeneratedFile] {
        let fixtures = [
            "Tests/Fixtures/Generated/KitchenSink/kitchen-sink.yaml",
            "Tests/Fixtures/Generated/KitchenSinkMiddleware/kitchen-sink-middleware.yaml",
            "Tests/Fixtures/Generated/PublicHooks/public-hooks.yaml",
            "Tests/Fixtures/Generated/WireFormat/wire-format.yaml",
        ]
        var files: [GeneratedFile] = []
        let samples = try GenerationFixtures.sampleSpecs.map { try GenerationFixtures.spec($0.file) }
        files += try Generator(options: GenerationFixtures.options).generate(samples)
        for fixture in fixtures {
            files += try Generator(options: GenerationOptions(testModule: "Features")).generate([GenerationFixtures.spec(fixture)])
        }
        return files.filter { $0.root == .tests && $0.relativePath.hasSuffix("Tests.swift") && $0.relativePath != "AppTests.swift" }
    }

    @Test func everyCheckFunctionIsListedExactlyOnce() throws {
        let files = try Self.generatedTestsFiles()
        #expect(files.count >= 10)
        for file in files {
            let checks = Self.checks(in: file.contents)
            #expect(!checks.functions.isEmpty, "no check functions found in \(file.relativePath)")
            #expect(Set(checks.cases).count == checks.cases.count, "a check listed twice in \(file.relativePath)")
            #expect(Set(checks.cases) == Set(checks.functions), "listed checks and check functions differ in \(file.relativePath)")
            #expect(checks.switchCases.map(\.check) == checks.cases, "function(of:) does not map every check once in \(file.relativePath)")
            for (check, function) in checks.switchCases {
                #expect(check == function, "\(file.relativePath): .\(check) runs \(function)")
            }
            #expect(file.contents.components(separatedBy: "@Test").count == 2, "\(file.relativePath) must have one @Test")
        }
    }

    @Test func theReaderFindsAMissingOrMisroutedCheck() {
        let contents = """
            struct FTests {
                enum Check: CaseIterable, Sendable {
                    case a
                }

                func function(of check: Check) -> () async throws -> Void {
                    switch check {
                    case .a:
                        return b
                    }
                }

                func makeStore(_ state: FState = FState()) -> TestStore<FState, FAction> {
                }

                func a() async {
                }

                func b() throws {
                }
            }
            """
        let checks = Self.checks(in: contents)
        #expect(checks.cases == ["a"])
        #expect(checks.switchCases.map(\.function) == ["b"])
        #expect(checks.functions == ["a", "b"])
    }
}

extension String {
    /// The rest of the string after `prefix`, or nil when it does not start with it.
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
