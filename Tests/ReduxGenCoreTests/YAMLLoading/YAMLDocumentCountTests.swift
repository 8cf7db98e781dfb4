import ReduxGenCore
import Testing

@Suite("YAML loader: empty files and document counts")
struct YAMLDocumentCountTests {
    @Test("an empty file, or one with only comments and blank lines, is an error at 1:1", arguments: [
        "", "\n\n", "   \n", "# only a comment\n", "# one\n\n# two",
    ])
    func emptyFile(text: String) throws {
        let diagnostics = try #require(loadingErrors(text))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].location == at(1, 1))
        #expect(diagnostics[0].message.contains("no YAML document"))
    }

    @Test("a second document is an error at its start")
    func secondDocument() throws {
        let diagnostics = try #require(loadingErrors("a: 1\n---\nb: 2\n"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].location == at(2, 1))
        #expect(diagnostics[0].message.contains("exactly one document"))
    }

    @Test("one document with explicit start and end markers loads")
    func explicitMarkers() throws {
        let root = try loadYAML("---\na: 1\n...\n")
        #expect(root["a"]?.text == "1")
    }

    @Test("a document with no content loads as a null plain scalar")
    func emptyDocument() throws {
        let root = try loadYAML("---\n")
        #expect(root.scalar == YAMLScalar("", style: .plain))
        #expect(root.scalar?.isNull == true)
    }

    @Test("a stream holds any number of documents")
    func stream() throws {
        let loader = YAMLLoader()
        #expect(try loader.loadStream(bytes: [], file: testFile).isEmpty)
        #expect(try loader.loadStream(bytes: Array("# nothing\n".utf8), file: testFile).isEmpty)
        let documents = try loader.loadStream(bytes: Array("--- a\n--- [b]\n---\n".utf8), file: testFile)
        #expect(documents.count == 3)
        #expect(documents[0].text == "a")
        #expect(documents[1].sequence?.first?.location == at(2, 6))
        #expect(documents[2].scalar?.isNull == true)
    }
}
