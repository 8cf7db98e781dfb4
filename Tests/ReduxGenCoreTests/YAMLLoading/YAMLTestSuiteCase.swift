import Foundation

/// One case of the public YAML test suite (github.com/yaml/yaml-test-suite, `data` branch): a folder
/// with `in.yaml` and either `in.json` (the expected data), `error` (the input is invalid) or neither.
struct YAMLTestSuiteCase {
    /// The case id, with the variant for ids that hold several (`2G84/01`).
    var id: String
    var folder: URL

    var input: [UInt8] { get throws { [UInt8](try Data(contentsOf: folder.appendingPathComponent("in.yaml"))) } }
    var title: String {
        (try? String(contentsOf: folder.appendingPathComponent("==="), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
    var expectsError: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path) }

    /// The expected documents, one JSON value each, or `nil` when the case has no `in.json`.
    var expectedJSON: [JSONTestValue]? {
        get throws {
            let url = folder.appendingPathComponent("in.json")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return try JSONTestValue.values(in: String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The suite's folder in the repository's test fixtures: `Tests/Fixtures/yaml-test-suite`.
    static var suiteFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // YAMLLoading
            .deletingLastPathComponent()  // ReduxGenCoreTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Fixtures/yaml-test-suite")
    }

    /// Every case in `folder`, sorted by id; variant subfolders (`00`, `01` ...) become cases of their own.
    static func all(in folder: URL) throws -> [YAMLTestSuiteCase] {
        let fileManager = FileManager.default
        var cases: [YAMLTestSuiteCase] = []
        for name in try fileManager.contentsOfDirectory(atPath: folder.path).sorted() {
            let caseFolder = folder.appendingPathComponent(name)
            if fileManager.fileExists(atPath: caseFolder.appendingPathComponent("in.yaml").path) {
                cases.append(YAMLTestSuiteCase(id: name, folder: caseFolder))
                continue
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: caseFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for variant in try fileManager.contentsOfDirectory(atPath: caseFolder.path).sorted() {
                let variantFolder = caseFolder.appendingPathComponent(variant)
                if fileManager.fileExists(atPath: variantFolder.appendingPathComponent("in.yaml").path) {
                    cases.append(YAMLTestSuiteCase(id: "\(name)/\(variant)", folder: variantFolder))
                }
            }
        }
        return cases
    }
}
