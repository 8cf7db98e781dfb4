import ReduxGenCore
import Testing

@Suite("YAML loader: bytes that are not clean UTF-8 text")
struct YAMLInputEncodingTests {
    @Test("an invalid UTF-8 byte is an error at its line and column")
    func invalidUTF8() throws {
        let bytes = Array("name: ok\nbad: é".utf8) + [0xFF] + Array("x\n".utf8)
        let diagnostics = try #require(loadingErrors(bytes))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("not valid UTF-8 (byte 0xFF"))
        #expect(diagnostics[0].location == at(2, 7))
    }

    @Test("overlong forms, surrogates and truncated sequences are invalid UTF-8")
    func malformedSequences() throws {
        let cases: [[UInt8]] = [
            [0xC0, 0xAF],  // overlong "/"
            [0xED, 0xA0, 0x80],  // UTF-16 surrogate
            [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
            [0xE2, 0x82],  // truncated at the end of the input
        ]
        for sequence in cases {
            let diagnostics = try #require(loadingErrors(Array("k: ".utf8) + sequence))
            #expect(diagnostics[0].location == at(1, 4), "\(sequence)")
        }
    }

    @Test("a NUL byte is an error at its line and column")
    func nulByte() throws {
        let bytes = Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8)
        let diagnostics = try #require(loadingErrors(bytes))
        #expect(diagnostics[0].message.contains("NUL byte"))
        #expect(diagnostics[0].location == at(2, 5))
    }

    @Test("other control characters are errors at their line and column")
    func controlCharacter() throws {
        let diagnostics = try #require(loadingErrors(Array("a: 1\nb: \u{7}\n".utf8)))
        #expect(diagnostics[0].message == "the file contains the control character U+0007, which YAML does not allow")
        #expect(diagnostics[0].location == at(2, 4))
    }

    @Test("a spec file starting with a byte order mark is rejected with advice to remove it")
    func byteOrderMark() throws {
        let diagnostics = try #require(loadingErrors([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)))
        #expect(diagnostics[0].location == at(1, 1))
        #expect(diagnostics[0].message.contains("remove the byte order mark"))
    }

    @Test("a stream may start with a byte order mark")
    func byteOrderMarkInStream() throws {
        let documents = try YAMLLoader().loadStream(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), file: testFile)
        #expect(documents.first?["a"]?.text == "1")
        #expect(documents.first?.location == at(1, 1))
    }
}
