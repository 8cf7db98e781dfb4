@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// What the live repository of `wire-format.yaml` (ISO 8601 dates, default keys) sends, as a loopback server
/// receives it over URLSession. Expected values come from docs/generated-code.md: path values percent-encoded
/// as one segment, query items in spec order with one item per array element and none for `nil`, values as
/// text (numbers and booleans as Swift writes them, enums as their raw value, dates as the JSON date strategy
/// writes them, URLs and UUIDs in their standard form), the API's headers then the endpoint's.
@Suite(.loopbackServers)
struct WireFormatRequestTests {
    func repository(_ server: LoopbackServer) -> LiveWireFormatRepository {
        LiveWireFormatRepository(baseURL: server.baseURL)
    }

    @Test func everyValueTypeIsOnePercentEncodedPathSegment() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).pathValues(
                text: WireValues.city,
                count: -3,
                ratio: 2.5,
                flag: true,
                when: WireValues.date,
                color: .deepRed,
                level: .low
            )
            return try await server.onlyRequest()
        }
        #expect(request.method == "GET")
        #expect(request.path == "/path/\(WireValues.cityEncoded)/-3/2.5/true/\(WireValues.dateISO8601Encoded)/deep-red/-1")
        #expect(request.query == "")
    }

    @Test func uuidsAndURLsArePercentEncodedPathSegments() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).pathIdentifiers(id: WireValues.uuid, link: WireValues.link)
            return try await server.onlyRequest()
        }
        #expect(request.method == "DELETE")
        #expect(request.path == "/ids/\(WireValues.uuidText)/\(WireValues.linkEncoded)")
    }

    @Test func everyValueTypeIsAQueryItemInSpecOrder() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).queryValues(
                text: WireValues.city,
                count: -3,
                ratio: 2.5,
                flag: false,
                when: WireValues.date,
                id: WireValues.uuid,
                link: WireValues.link,
                color: .deepRed,
                level: .low,
                maybe: nil,
                maybeLevel: .high,
                cities: ["Tokyo", "New York"],
                numbers: [],
                colors: [.blue, .deepRed],
                maybeCities: nil
            )
            return try await server.onlyRequest()
        }
        let expected = [
            "text=\(WireValues.cityEncoded)", "count=-3", "ratio=2.5", "flag=false", "when=\(WireValues.dateISO8601Encoded)",
            "id=\(WireValues.uuidText)", "link=\(WireValues.linkEncoded)", "color=deep-red", "level=-1", "maybeLevel=7",
            "city=Tokyo", "city=New%20York", "color_list=blue", "color_list=deep-red", "fixed=a%20b%26c%3Dd",
        ]
        #expect(request.path == "/query")
        #expect(request.query.split(separator: "&").map(String.init) == expected)
    }

    @Test func optionalsAreSentWhenSetAndArraysSendOneItemPerElement() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).queryValues(
                text: "",
                count: 0,
                ratio: -0.25,
                flag: true,
                when: WireValues.date,
                id: WireValues.uuid,
                link: WireValues.link,
                color: .blue,
                level: .high,
                maybe: "x y",
                maybeLevel: nil,
                cities: [],
                numbers: [3, -4],
                colors: [],
                maybeCities: []
            )
            return try await server.onlyRequest()
        }
        let expected = [
            "text=", "count=0", "ratio=-0.25", "flag=true", "when=\(WireValues.dateISO8601Encoded)", "id=\(WireValues.uuidText)",
            "link=\(WireValues.linkEncoded)", "color=blue", "level=7", "maybe=x%20y", "number=3", "number=-4",
            "fixed=a%20b%26c%3Dd",
        ]
        #expect(request.query.split(separator: "&").map(String.init) == expected)
    }

    @Test func anOptionalArrayThatIsSetSendsOneItemPerElement() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).queryValues(
                text: "t", count: 1, ratio: 1, flag: true, when: WireValues.date, id: WireValues.uuid,
                link: WireValues.link, color: .blue, level: .high, maybe: nil, maybeLevel: nil, cities: [],
                numbers: [], colors: [], maybeCities: ["Oslo", "Rome"]
            )
            return try await server.onlyRequest()
        }
        #expect(request.query.hasSuffix("&maybeCity=Oslo&maybeCity=Rome&fixed=a%20b%26c%3Dd"), "\(request.query)")
        #expect(request.query.contains("ratio=1.0"), "a Double is written as Swift writes it: \(request.query)")
    }

    @Test func everyValueTypeIsAHeaderAfterTheAPIHeaders() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).headerValues(
                text: "plain text/with slash",
                count: -3,
                ratio: 2.5,
                flag: true,
                when: WireValues.date,
                id: WireValues.uuid,
                link: WireValues.link,
                color: .deepRed,
                level: .low,
                maybe: nil
            )
            return try await server.onlyRequest()
        }
        let expected = [
            "accept": "application/json", "x-client": "oracle", "x-text": "plain text/with slash", "x-count": "-3",
            "x-ratio": "2.5", "x-flag": "true", "x-when": WireValues.dateISO8601, "x-id": WireValues.uuidText,
            "x-link": "https://example.com/a?b=c", "x-color": "deep-red", "x-level": "-1", "x-fixed": "constant value",
        ]
        for (name, value) in expected {
            #expect(request.headers[name] == value, "header \(name)")
        }
        #expect(request.headers["x-maybe"] == nil, "a nil header is left out")
    }

    @Test func anOptionalHeaderThatIsSetIsSent() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).headerValues(
                text: "t", count: 1, ratio: 1, flag: false, when: WireValues.date, id: WireValues.uuid,
                link: WireValues.link, color: .blue, level: .high, maybe: "here"
            )
            return try await server.onlyRequest()
        }
        #expect(request.headers["x-maybe"] == "here")
        #expect(request.headers["x-level"] == "7")
        #expect(request.headers["x-flag"] == "false")
    }

    @Test func aModelBodyUsesItsExplicitAndWrittenKeys() async throws {
        let note = WireFormat.Note(title: "Hi", createdAt: WireValues.date, summary: "short", level: .high)
        let answer = #"{"title": "Back", "created_at": "2024-05-01T12:00:00.250Z", "level": -1}"#
        let (request, response) = try await LoopbackServer.with(answering: .json(answer)) { server in
            let response = try await repository(server).postNote(note: note)
            return (try await server.onlyRequest(), response)
        }
        #expect(request.method == "POST")
        #expect(request.path == "/notes")
        #expect(request.headers["content-type"] == "application/json")
        let expectedBody: NSDictionary = [
            "title": "Hi", "created_at": WireValues.dateISO8601, "description": "short", "level": 7,
        ]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
        let expectedResponse = WireFormat.Note(
            title: "Back",
            createdAt: Date(timeIntervalSince1970: 1_714_564_800.25),
            summary: nil,
            level: .low
        )
        #expect(response == expectedResponse)
    }

    @Test func aFieldsBodyUsesTheFieldNamesAsWritten() async throws {
        let request = try await LoopbackServer.with { server in
            try await repository(server).putFields(text: "hello", when: WireValues.date, maybe: "m")
            return try await server.onlyRequest()
        }
        #expect(request.method == "PUT")
        let expectedBody: NSDictionary = [
            "text": "hello", "sent_at": WireValues.dateISO8601, "maybe": "m", "fixed": "constant",
        ]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
    }

    /// A request a store starts reads the state when it starts: the path from a state text, the query from a
    /// state array (one item per element), the header and query item from an optional state text.
    @Test @MainActor func aStoreSendsItsStateValues() async throws {
        let answer = #"[{"title": "N", "created_at": "2024-05-01T12:00:00Z", "level": 7}]"#
        try await LoopbackServer.with(answering: .json(answer)) { server in
            let environment = WireFormatEnvironment(repository: LiveWireFormatRepository(baseURL: server.baseURL))
            let store = Store(initialState: WireFormatState(), reducer: makeWireFormatReducer(environment: environment))
            store.dispatch(.appeared)
            try await waitUntil("the notes are stored") { store.state.loadNotes.status == .loaded }
            let expectedNote = WireFormat.Note(
                title: "N",
                createdAt: Date(timeIntervalSince1970: 1_714_564_800),
                summary: nil,
                level: .high
            )
            #expect(store.state.notes == [expectedNote])

            store.dispatch(.tokenChanged(token: "t 1"))
            store.dispatch(.citiesChanged(cities: []))
            store.dispatch(.appeared)
            try await waitUntil("the second request is answered") {
                store.state.loadNotes.nextRequestID == RequestID(3) && store.state.loadNotes.status == .loaded
            }
            let requests = await server.requests
            #expect(requests[0].description == "GET /cities/\(WireValues.cityEncoded)/notes?city=Tokyo&city=New%20York")
            #expect(requests[0].headers["x-token"] == nil)
            #expect(requests[1].description == "GET /cities/\(WireValues.cityEncoded)/notes?token=t%201")
            #expect(requests[1].headers["x-token"] == "t 1")
        }
    }
}
