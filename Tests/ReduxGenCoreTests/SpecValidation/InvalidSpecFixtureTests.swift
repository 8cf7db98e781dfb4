import Foundation
import Testing
@testable import ReduxGenCore

/// Every `Tests/Fixtures/InvalidSpecs/<case>.yaml` must produce exactly the diagnostics recorded in
/// `<case>.diagnostics`; a folder `<case>/` is a set of specs read together, as one module. Run with
/// `RECORD=1` to re-record the golden files (and review the diff).
@Suite struct InvalidSpecFixtureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/InvalidSpecs")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        let files = names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        let folders = names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: fixtures.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        return (files + folders).sorted()
    }

    @Test func thereAreFixtures() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func diagnosticsMatchTheGoldenFile(name: String) throws {
        let folder = Self.fixtures.appendingPathComponent(name).path
        let spec = FileManager.default.fileExists(atPath: folder) ? folder : Self.fixtures.appendingPathComponent(name + ".yaml").path
        let golden = Self.fixtures.appendingPathComponent(name + ".diagnostics")
        let result = SpecReader().read(paths: [spec])
        let text = DiagnosticFormatter().render(result.diagnostics)
            .replacingOccurrences(of: Self.packageRoot.path + "/", with: "")

        #expect(result.exitCode == 1, "an invalid spec must fail validation")
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "diagnostics differ from \(name).diagnostics (RECORD=1 re-records):\n\(Self.diff(expected: expected, actual: text))")
    }

    /// A line diff: `-` lines only in the golden file, `+` lines only in the output.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a == b { continue }
            if let a { lines.append("-\(a)") }
            if let b { lines.append("+\(b)") }
        }
        return lines.joined(separator: "\n")
    }
}
