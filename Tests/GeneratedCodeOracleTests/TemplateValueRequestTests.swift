import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures
import TestSupport

/// `{ template: "..." }` request values, as a loopback server receives them. Expected values come from
/// docs/spec.md ("Templates"): each placeholder is written exactly as the same value is sent on its own in
/// that request part (numbers as Swift writes them, enums as their raw value, dates as the JSON date
/// strategy writes them), `{{` and `}}` are literal braces, and a path template is one percent-encoded
/// segment.
@Suite(.loopbackServers)
struct TemplateValueRequestTests {
    /// The request `templateValues` sends for these values, as the server receives it.
    func templateRequest(
        text: String = "t",
        count: Int = 1,
        ratio: Double = 2.5,
        flag: Bool = true,
        color: WireFormat.Color = .deepRed,
        level: WireFormat.Level = .low
    ) async throws -> LoopbackServer.Received {
        try await LoopbackServer.with { server in
            try await LiveWireFormatRepository(baseURL: server.baseURL).templateValues(
                text: text,
                count: count,
                ratio: ratio,
                flag: flag,
                color: color,
                level: level,
                id: WireValues.uuid,
                when: WireValues.date,
                link: WireValues.link
            )
            return try await server.onlyRequest()
        }
    }

    @Test func aBearerTemplateSendsTheTokenAfterItsText() async throws {
        let request = try await templateRequest(text: "abc")
        #expect(request.headers["authorization"] == "Bearer abc")
        #expect(request.headers["x-stamp"] == "at 2023-11-14T22:13:20Z from https://example.com/a?b=c {literal}")
        #expect(request.headers["accept"] == "application/json", "the API's headers are still sent")
    }

    @Test func aLongTemplateSendsItsWholeTextWithQuotesAndBackslashesAsWritten() async throws {
        let request = try await templateRequest(text: "abc")
        #expect(request.headers["x-note"] == #"note for abc at 2023-11-14T22:13:20Z, see https://example.com/a?b=c, "quoted" \ kept"#)
    }

    @Test func aPathTemplateIsOnePercentEncodedSegment() async throws {
        let request = try await templateRequest(text: WireValues.city, count: 7)
        #expect(request.method == "GET")
        #expect(request.path == "/templates/\(WireValues.cityEncoded)%2F7")
    }

    @Test func queryTemplatesWriteNumbersBooleansEnumsAndUUIDsAsOnTheirOwn() async throws {
        let request = try await templateRequest(ratio: 2.5, flag: true, color: .deepRed, level: .low)
        let expected = ["range=2.5..true", "item=deep-red%3A-1%3A\(WireValues.uuidText)"]
        #expect(request.query.split(separator: "&").map(String.init) == expected)
    }

    @Test func anUnknownEnumValueIsSentAsItsRawValue() async throws {
        let request = try await templateRequest(ratio: 1, flag: false, color: .blue, level: .unknown(42))
        #expect(request.query == "range=1.0..false&item=blue%3A42%3A\(WireValues.uuidText)")
    }

    @Test func aDateInATemplateFollowsTheDateStrategy() async throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        let seconds = try await LoopbackServer.with(answering: .json(#"{"sentAt": 1, "display_name": "x"}"#)) { server in
            _ = try await LiveWireSecondsRepository(baseURL: server.baseURL)
                .stamp(when: date, maybe: nil, stamp: WireSeconds.Stamp(sentAt: date, label: "L"))
            return try await server.onlyRequest()
        }
        #expect(seconds.headers["x-since"] == "since 1700000000.5")
        let millis = try await LoopbackServer.with(answering: .json(#"{"sent_at": 1, "user_id": 1, "display_name": "x"}"#)) { server in
            _ = try await LiveWireMillisRepository(baseURL: server.baseURL)
                .stamp(when: date, maybe: nil, stamp: WireMillis.Stamp(sentAt: date, userID: 1, label: "L"))
            return try await server.onlyRequest()
        }
        #expect(millis.headers["x-since"] == "since 1700000000500")
    }
}
