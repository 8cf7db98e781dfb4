import Foundation
import Testing
@testable import ReduxGenCore

/// Mutation fuzzing of the loader and validator: thousands of broken variants of the sample specs go
/// through `SpecReader.readSpec` (load, decode, validate). None may crash or hang, and every error must be
/// located inside the mutant, where an editor shows it.
///
/// The batch is seeded and the same on every run. A longer or different run is one command:
///
///     REDUXGEN_FUZZ_MUTANTS=200000 REDUXGEN_FUZZ_SEED=7 swift test --filter SpecMutationFuzzTests
///
/// A failure prints the seed and index that reproduce it, and the mutant shrunk to the fewest lines and
/// bytes that still fail.
///
/// It does not use the PropertyBased package: its `propertyCheck` draws a fresh, unseeded generator for
/// every case, and its fixed-seed trait runs a single case and always records an issue, so a committed
/// batch of thousands of cases that is the same on every run cannot be written with it.
@Suite struct SpecMutationFuzzTests {
    static let defaultMutants = 3_000
    static let defaultSeed: UInt64 = 20_261_123

    static var mutantCount: Int {
        ProcessInfo.processInfo.environment["REDUXGEN_FUZZ_MUTANTS"].flatMap(Int.init) ?? defaultMutants
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["REDUXGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? defaultSeed
    }

    /// The sample specs and the invalid-spec fixtures: every construct of the spec language, valid and not.
    static let corpus: [[UInt8]] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["specs", "Tests/Fixtures/InvalidSpecs"].map { root.appendingPathComponent($0) }
        return folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { name in
                (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) }
            }
        }
    }()

    static let file = "mutant.yaml"

    @Test(.timeLimit(.minutes(5)))
    func mutantsNeverCrashAndAreLocatedInsideTheFile() async throws {
        #expect(Self.corpus.count >= 20, "the sample specs and invalid-spec fixtures were not found")
        let seed = Self.seed
        let count = Self.mutantCount
        // Thousands of synchronous runs would hold a cooperative thread the whole time; see offCooperativePool.
        let outcome = try await offCooperativePool { Self.runBatch(seed: seed, count: count) }
        if let failure = outcome.failure {
            Issue.record(Comment(rawValue: failure))
        }
        // Most mutants must be rejected; otherwise the mutations do not reach the validator's errors.
        #expect(outcome.rejected > count / 2)
    }

    /// Runs mutants `0..<count` of `seed`; stops at the first that fails, describing it.
    static func runBatch(seed: UInt64, count: Int) -> (failure: String?, rejected: Int) {
        var rejected = 0
        for index in 0..<count {
            let mutant = mutant(seed: seed, index: index)
            if let problem = problem(with: mutant) {
                let minimal = minimized(mutant)
                return ("""
                    mutant \(index) of seed \(seed): \(problem)
                    reproduce: REDUXGEN_FUZZ_SEED=\(seed) REDUXGEN_FUZZ_MUTANTS=\(index + 1) swift test --filter SpecMutationFuzzTests
                    minimized mutant (Swift string literal): \(literal(minimal))
                    problem of the minimized mutant: \(self.problem(with: minimal) ?? "none")
                    """, rejected)
            }
            if SpecReader.readSpec(bytes: mutant, file: file).diagnostics.contains(where: \.isError) {
                rejected += 1
            }
        }
        return (nil, rejected)
    }

    /// Mutant `index` of the run seeded with `seed`: a corpus file with one to four mutations.
    static func mutant(seed: UInt64, index: Int) -> [UInt8] {
        var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
        let original = corpus[Int.random(in: 0..<corpus.count, using: &rng)]
        let count = Int.random(in: 1...4, using: &rng)
        var mutator = SpecMutator(rng: rng)
        return mutator.mutate(original, count: count)
    }

    /// What is wrong with how the pipeline handled `bytes`, or `nil` when nothing is.
    static func problem(with bytes: [UInt8]) -> String? {
        let diagnostics = SpecReader.readSpec(bytes: bytes, file: file).diagnostics
        let lines = SourceLineTable(bytes: bytes, file: file)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                if diagnostic.isError { return "an error without location: \(diagnostic.message)" }
                continue
            }
            if !lines.contains(location) {
                return "\(DiagnosticFormatter.textLine(diagnostic)) lies outside the file (\(lines.lineCount) lines)"
            }
            for note in diagnostic.notes {
                if let noteLocation = note.location, !lines.contains(noteLocation) {
                    return "note \(DiagnosticFormatter.textLine(note)) lies outside the file"
                }
            }
        }
        return nil
    }

    /// `bytes` with lines, then single bytes, removed as long as the problem remains.
    static func minimized(_ bytes: [UInt8]) -> [UInt8] {
        var current = bytes
        var lines = current.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        var index = 0
        while index < lines.count {
            var candidate = lines
            candidate.remove(at: index)
            let joined = Array(candidate.joined(separator: [UInt8(ascii: "\n")]))
            if problem(with: joined) != nil {
                lines = candidate
                current = joined
            } else {
                index += 1
            }
        }
        index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if problem(with: candidate) != nil { current = candidate } else { index += 1 }
        }
        return current
    }

    /// `bytes` as a Swift string literal with every unusual character escaped.
    static func literal(_ bytes: [UInt8]) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "bytes \(bytes)" }
        return "\"" + text.unicodeScalars.map { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case " "..."~": return String(scalar)
            default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }.joined() + "\""
    }
}

/// The fuzzer's own parts: the same seed gives the same mutants.
@Suite struct SpecMutatorTests {
    @Test func aSeedFixesTheMutant() {
        #expect(SpecMutationFuzzTests.mutant(seed: 1, index: 5) == SpecMutationFuzzTests.mutant(seed: 1, index: 5))
        #expect(SpecMutationFuzzTests.mutant(seed: 1, index: 5) != SpecMutationFuzzTests.mutant(seed: 2, index: 5))
    }

    @Test func theProblemCheckCatchesALocationPastTheEnd() {
        let lines = SourceLineTable(bytes: Array("a: 1\n".utf8), file: "mutant.yaml")
        #expect(lines.contains(SourceLocation(file: "mutant.yaml", line: 1, column: 5)))
        #expect(!lines.contains(SourceLocation(file: "mutant.yaml", line: 1, column: 6)))
        #expect(!lines.contains(SourceLocation(file: "mutant.yaml", line: 2, column: 1)))
    }
}
