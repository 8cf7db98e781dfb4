@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// What the live repository of `wire-format.yaml` sends for `body: { form: ... }` (endpoint `postForm`), as a
/// loopback server receives it over URLSession. Expected values come from docs/spec.md ("Form bodies"):
/// `Content-Type: application/x-www-form-urlencoded`, the fields in spec order under their names as
/// written, each value as the same value's query item (numbers and booleans as Swift writes them, enums as
/// their raw value, dates by the JSON date strategy, URLs and UUIDs in their standard form), percent-encoded
/// like a query item (only letters, digits, `-`, `.`, `_`, `~` unescaped: a space is `%20`, `+` is `%2B`),
/// nothing for `nil`, one field per array element.
@Suite(.loopbackServers)
struct FormBodyRequestTests {
    func send(
        note: String?, tags: [String], maybeLevel: WireFormat.Level?, maybeCities: [String]?
    ) async throws -> LoopbackServer.Received {
        try await LoopbackServer.with { server in
            try await LiveWireFormatRepository(baseURL: server.baseURL).postForm(
                text: WireValues.city,
                count: -3,
                ratio: 2.5,
                flag: true,
                when: WireValues.date,
                id: WireValues.uuid,
                link: WireValues.link,
                color: .deepRed,
                level: .low,
                note: note,
                maybeLevel: maybeLevel,
                tags: tags,
                maybeCities: maybeCities
            )
            return try await server.onlyRequest()
        }
    }

    /// The body's fields as a form decoder reads them (Foundation's query parser, `+` as a space).
    func decodedFields(_ body: String) -> [String] {
        var components = URLComponents()
        components.percentEncodedQuery = body.replacingOccurrences(of: "+", with: "%20")
        return (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }
    }

    @Test func everyValueTypeIsAFormFieldInSpecOrder() async throws {
        let request = try await send(note: "Tea & cake", tags: ["a+b", "c d"], maybeLevel: .high, maybeCities: ["Oslo"])
        #expect(request.method == "POST")
        #expect(request.path == "/form")
        #expect(request.query == "")
        #expect(request.headers["content-type"] == "application/x-www-form-urlencoded")
        #expect(request.headers["x-form"] == "1")
        #expect(request.headers["accept"] == "application/json")
        let expected = [
            "text=\(WireValues.cityEncoded)", "count=-3", "ratio=2.5", "flag=true", "when=\(WireValues.dateISO8601Encoded)",
            "id=\(WireValues.uuidText)", "link=\(WireValues.linkEncoded)", "color=deep-red", "level=-1",
            "note=Tea%20%26%20cake", "maybeLevel=7", "tag=a%2Bb", "tag=c%20d", "maybeCity=Oslo",
            "a%20b%26c=x%2By%3Dz%20%C3%BC",
        ]
        #expect(request.bodyText.split(separator: "&").map(String.init) == expected)
        #expect(decodedFields(request.bodyText) == [
            "text=São Paulo/West", "count=-3", "ratio=2.5", "flag=true", "when=\(WireValues.dateISO8601)",
            "id=\(WireValues.uuidText)", "link=https://example.com/a?b=c", "color=deep-red", "level=-1",
            "note=Tea & cake", "maybeLevel=7", "tag=a+b", "tag=c d", "maybeCity=Oslo", "a b&c=x+y=z ü",
        ])
    }

    @Test func nilValuesAndEmptyArraysSendNoField() async throws {
        let request = try await send(note: nil, tags: [], maybeLevel: nil, maybeCities: nil)
        let names = request.bodyText.split(separator: "&").map { String($0.prefix { $0 != "=" }) }
        #expect(names == ["text", "count", "ratio", "flag", "when", "id", "link", "color", "level", "a%20b%26c"])
        let emptyList = try await send(note: "", tags: [], maybeLevel: nil, maybeCities: [])
        #expect(emptyList.bodyText.contains("&note=&"), "an empty string is a field with an empty value: \(emptyList.bodyText)")
        #expect(!emptyList.bodyText.contains("maybeCity"))
    }
}
