import Foundation
import ReduxRuntime
import Testing

/// `JSONRedaction` as docs/runtime.md ("Sensitive values") describes it: the value at a path keeps its
/// shape, its strings read "[redacted]", numbers 0, Booleans false; the rest of the text is kept as it is.
struct JSONRedactionTests {
    private func redact(_ json: String, _ paths: [JSONPath]) throws -> String {
        String(decoding: try JSONRedaction.redact(Data(json.utf8), at: paths), as: UTF8.self)
    }

    @Test func aStringAtAPathBecomesThePlaceholder() throws {
        let json = #"{"login":{"password":"hunter2","username":"ada"}}"#
        #expect(try redact(json, [["login", "password"]]) == #"{"login":{"password":"[redacted]","username":"ada"}}"#)
    }

    @Test func eachKindOfValueKeepsItsShape() throws {
        let json = #"{"a":{"n":42.5,"b":true,"z":null,"list":["x",7,false],"o":{"s":"t","e":[]}},"keep":"k"}"#
        let redacted = try redact(json, [["a"]])
        #expect(redacted == #"{"a":{"n":0,"b":false,"z":null,"list":["[redacted]",0,false],"o":{"s":"[redacted]","e":[]}},"keep":"k"}"#)
    }

    @Test func aPathThatLeadsNowhereRedactsNothing() throws {
        let json = #"{"logout":{}}"#
        #expect(try redact(json, [["login", "password"], ["logout", "reason"]]) == json)
    }

    @Test func aPathNamesAPlaceNotAKey() throws {
        // Only the token under "session" is sensitive; another feature's "token" is not.
        let json = #"{"other":{"token":"visible"},"session":{"token":"secret"}}"#
        #expect(try redact(json, [["session", "token"]]) == #"{"other":{"token":"visible"},"session":{"token":"[redacted]"}}"#)
    }

    @Test func whitespaceEscapesAndBracketsInStringsAreKept() throws {
        let json = "{\n  \"a\\\"]\" : \"}{\",\n  \"s\" : { \"p\" : \"x\\\"y\" }\n}"
        let redacted = try redact(json, [["s", "p"]])
        #expect(redacted == "{\n  \"a\\\"]\" : \"}{\",\n  \"s\" : { \"p\" : \"[redacted]\" }\n}")
    }

    @Test func anEscapedKeyIsMatchedByItsText() throws {
        #expect(try redact(#"{"p\u0061ss":"x"}"#, [["pass"]]) == #"{"p\u0061ss":"[redacted]"}"#)
    }

    @Test func textThatIsNotJSONIsRefused() {
        #expect(throws: JSONRedactionError.self) { try redact(#"{"a":"#, [["a"]]) }
        #expect(throws: JSONRedactionError.self) { try redact(#"{"a":1} x"#, [["a"]]) }
    }

    @Test func aPathPrefixedByAnotherIsTheMemberSeenFromOutside() {
        #expect(JSONPath(["token"]).prefixed(by: ["session"]) == ["session", "token"])
        #expect(JSONPath(["login", "password"]).description == "login.password")
    }
}
