import Testing
@testable import ReduxGenCore

@Suite struct TypeParserTests {
    @Test(arguments: [
        ("String", TypeReference.string),
        ("Int?", .optional(.int)),
        ("[String]", .array(.string)),
        ("[String: Double]", .dictionary(.double)),
        ("[ Repository ]?", .optional(.array(.named("Repository")))),
        ("[[URL?]]", .array(.array(.optional(.url)))),
        ("[String: [UUID]]", .dictionary(.array(.uuid))),
        ("Date", .date), ("Bool", .bool),
    ])
    func parsesValidTypes(text: String, expected: TypeReference) throws {
        #expect(try TypeParser.parse(text).get() == expected)
    }

    @Test(arguments: [
        ("[String", "expected ']', found the end", 7),
        ("[Int: String]", "dictionary keys must be String", 1),
        ("String??", "an optional of an optional is not supported", 7),
        ("", "expected a type name", 0),
        ("String]", "unexpected ']' after the type", 6),
        ("[String: ]", "expected a type name, found ']'", 9),
    ])
    func reportsTheOffsetOfAnError(text: String, message: String, offset: Int) {
        guard case .failure(let failure) = TypeParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(failure.message == message)
        #expect(failure.offset == offset)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        guard case .failure(let failure) = TypeParser.parse(text) else {
            Issue.record("deep nesting parsed")
            return
        }
        #expect(failure.message == "the type is nested too deeply")
    }

    @Test func typesPrintAsWritten() {
        #expect(TypeReference.optional(.dictionary(.array(.named("Repo")))).description == "[String: [Repo]]?")
        #expect(TypeReference.array(.named("repo_item")).swiftSource == "[RepoItem]")
    }
}

@Suite struct TypeNameOffsetTests {
    @Test func modelNamesAreFoundWithTheirOffsets() {
        #expect(TypeParser.namedTypeOffsets(in: "[String: [Repo]]?") == ["Repo": 10])
        #expect(TypeParser.namedTypeOffsets(in: "Int") == [:])
        #expect(TypeParser.namedTypeOffsets(in: "[ Owner ]") == ["Owner": 2])
    }
}
