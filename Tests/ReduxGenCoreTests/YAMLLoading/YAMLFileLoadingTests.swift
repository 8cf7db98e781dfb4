import Foundation
import ReduxGenCore
import Testing

@Suite("YAML loader: reading files")
struct YAMLFileLoadingTests {
    /// Writes `bytes` to a new temporary file and returns its path.
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reduxgen-yaml-\(UUID().uuidString).yaml")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test("a file loads with its path in every location")
    func loadsFile() throws {
        let path = try temporaryFile(Array("name: Counter\nitems: [a]\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let root = try YAMLLoader().loadDocument(contentsOf: path)
        #expect(root["name"]?.text == "Counter")
        #expect(root["items"]?.sequence?.first?.location == SourceLocation(file: path, line: 2, column: 9))
    }

    @Test("errors in a file name the file")
    func errorNamesFile() throws {
        let path = try temporaryFile(Array("a: 1\na: 2\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: DiagnosticsError.self) { try YAMLLoader().loadDocument(contentsOf: path) }
        #expect(error.diagnostics.first?.location == SourceLocation(file: path, line: 2, column: 1))
    }

    @Test("a file that cannot be opened is an I/O failure naming it")
    func missingFile() throws {
        let path = "/nonexistent/reduxgen/spec.yaml"
        let error = try #require(throws: DiagnosticsError.self) { try YAMLLoader().loadDocument(contentsOf: path) }
        #expect(error.diagnostics == [.error("cannot open '\(path)': No such file or directory", at: nil)])
        #expect(error.isIOFailure)
    }

    @Test("a folder is refused as not a regular file")
    func folder() throws {
        let path = NSTemporaryDirectory()
        let error = try #require(throws: DiagnosticsError.self) { try YAMLLoader().loadDocument(contentsOf: path) }
        #expect(error.diagnostics.first?.message.contains("is a folder, not a regular file") == true)
        #expect(error.isIOFailure)
    }

    @Test("a file over the size limit is rejected")
    func oversizedFile() throws {
        let path = try temporaryFile(Array(repeating: UInt8(ascii: "a"), count: 1_000))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loader = YAMLLoader(limits: YAMLLoaderLimits(maximumInputBytes: 100))
        let error = try #require(throws: DiagnosticsError.self) { try loader.loadDocument(contentsOf: path) }
        #expect(error.diagnostics.first?.message == "the file is larger than 100 bytes, the most reduxgen reads as YAML")
    }
}
