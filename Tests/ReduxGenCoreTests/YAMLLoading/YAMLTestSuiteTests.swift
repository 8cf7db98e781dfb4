import Foundation
import ReduxGenCore
import Testing

/// Checks the loader against every case of the public YAML test suite.
@Suite("YAML loader: yaml-test-suite fidelity")
struct YAMLTestSuiteTests {
    /// Cases passed when this floor was recorded; the count may grow but never fall below it.
    static let passedFloor = 330

    /// The outcome of running one case.
    enum Outcome {
        case passed
        case failed(String)
    }

    @Test("every yaml-test-suite case loads as expected, apart from documented libyaml limitations")
    func suite() async throws {
        let folder = YAMLTestSuiteCase.suiteFolder
        guard FileManager.default.fileExists(atPath: folder.path) else {
            Issue.record("the YAML test suite is missing: expected it at \(folder.standardizedFileURL.path)")
            return
        }
        let cases = try YAMLTestSuiteCase.all(in: folder)
        #expect(cases.count > 300, "found only \(cases.count) cases in \(folder.path)")

        let outcomes = try await offCooperativePool { try cases.map { try Self.run($0) } }
        var passed = 0
        var skipped: [String] = []
        for (testCase, outcome) in zip(cases, outcomes) {
            switch outcome {
            case .passed:
                if let reason = YAMLTestSuiteKnownFailures.reasons[testCase.id] {
                    Issue.record("\(testCase.id) passes now, so it must leave the list of known failures (\(reason))")
                }
                passed += 1
            case .failed(let problem):
                if YAMLTestSuiteKnownFailures.reasons[testCase.id] != nil {
                    skipped.append(testCase.id)
                } else {
                    Issue.record("\(testCase.id) (\(testCase.title)): \(problem)")
                }
            }
        }
        print("yaml-test-suite: \(passed) passed, \(skipped.count) skipped")
        #expect(passed >= Self.passedFloor)
        #expect(skipped.allSatisfy { YAMLTestSuiteKnownFailures.reasons[$0] != nil })
    }

    static func run(_ testCase: YAMLTestSuiteCase) throws -> Outcome {
        let input = try testCase.input
        let result = Result { () throws(DiagnosticsError) in
            try YAMLLoader().loadStream(bytes: input, file: "\(testCase.id)/in.yaml")
        }
        if testCase.expectsError {
            switch result {
            case .success(let documents):
                return .failed("invalid input loaded as \(documents.map(compactDescription))")
            case .failure(let error):
                guard let first = error.diagnostics.first, first.isError, first.location != nil else {
                    return .failed("rejected without a located error: \(error.diagnostics)")
                }
                return .passed
            }
        }
        if YAMLTestSuiteKnownFailures.duplicateKeyCases[testCase.id] != nil {
            guard case .failure(let error) = result, error.diagnostics.first?.message.hasPrefix("duplicate key") == true else {
                return .failed("expected a duplicate key error, got \(result)")
            }
            return .passed
        }
        let documents: [YAMLNode]
        switch result {
        case .success(let loaded):
            documents = loaded
        case .failure(let error):
            return .failed("valid input rejected: " + error.diagnostics.map(DiagnosticFormatter.textLine).joined(separator: "; "))
        }
        guard let expected = try testCase.expectedJSON else { return .passed }
        let actual = documents.map(YAMLCoreSchema.json(of:))
        if actual == expected { return .passed }
        return .failed("expected \(expected), loaded \(actual)")
    }
}
