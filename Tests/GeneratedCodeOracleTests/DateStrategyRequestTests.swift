import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures
import TestSupport

/// Dates under `secondsSince1970` and `millisecondsSince1970` in every request part. docs/generated-code.md:
/// path, query and header values are "dates as the JSON date strategy writes them", so the fraction of a
/// second the JSON body keeps is kept in the path, the query and the headers too.
@Suite(.loopbackServers)
struct DateStrategyRequestTests {
    /// 1,700,000,000.5 seconds since 1970: 2023-11-14T22:13:20.5Z.
    let date = Date(timeIntervalSince1970: 1_700_000_000.5)
    /// 1,700,000,000.25 seconds since 1970, a whole number of milliseconds.
    let quarterDate = Date(timeIntervalSince1970: 1_700_000_000.25)

    @Test func secondsKeepTheirFractionInEveryPart() async throws {
        let stamp = WireSeconds.Stamp(sentAt: date, label: "L")
        let request = try await LoopbackServer.with(answering: .json(#"{"sentAt": 1.5, "display_name": "x"}"#)) { server in
            let response = try await LiveWireSecondsRepository(baseURL: server.baseURL)
                .stamp(when: date, maybe: quarterDate, stamp: stamp)
            #expect(response == WireSeconds.Stamp(sentAt: Date(timeIntervalSince1970: 1.5), label: "x"))
            return try await server.onlyRequest()
        }
        #expect(request.path == "/stamps/1700000000.5")
        #expect(request.query == "when=1700000000.5&maybe=1700000000.25")
        #expect(request.headers["x-when"] == "1700000000.5")
        let expectedBody: NSDictionary = ["sentAt": 1_700_000_000.5, "display_name": "L"]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
    }

    @Test func wholeSecondsHaveNoFraction() async throws {
        let whole = Date(timeIntervalSince1970: 1_700_000_000)
        let request = try await LoopbackServer.with(answering: .json(#"{"sentAt": 1, "display_name": "x"}"#)) { server in
            _ = try await LiveWireSecondsRepository(baseURL: server.baseURL)
                .stamp(when: whole, maybe: nil, stamp: WireSeconds.Stamp(sentAt: whole, label: "L"))
            return try await server.onlyRequest()
        }
        #expect(request.path == "/stamps/1700000000")
        #expect(request.query == "when=1700000000", "a nil date is left out")
        #expect(request.bodyText == #"{"display_name":"L","sentAt":1700000000}"#)
    }

    @Test func secondsInAFieldsBodyUseTheFieldNamesAsWritten() async throws {
        let request = try await LoopbackServer.with { server in
            try await LiveWireSecondsRepository(baseURL: server.baseURL).stampFields(when: date)
            return try await server.onlyRequest()
        }
        #expect(request.method == "PATCH")
        let expectedBody: NSDictionary = ["sentAt": 1_700_000_000.5, "note": "fixed"]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
    }

    @Test func millisecondsKeepTheirFractionInEveryPart() async throws {
        let stamp = WireMillis.Stamp(sentAt: date, userID: 5, label: "L")
        let answer = #"{"sent_at": 1500, "user_id": 6, "display_name": "x"}"#
        let request = try await LoopbackServer.with(answering: .json(answer)) { server in
            let response = try await LiveWireMillisRepository(baseURL: server.baseURL)
                .stamp(when: date, maybe: quarterDate, stamp: stamp)
            #expect(response == WireMillis.Stamp(sentAt: Date(timeIntervalSince1970: 1.5), userID: 6, label: "x"))
            return try await server.onlyRequest()
        }
        #expect(request.path == "/stamps/1700000000500")
        #expect(request.query == "when=1700000000500&maybe=1700000000250")
        #expect(request.headers["x-when"] == "1700000000500")
        let expectedBody: NSDictionary = ["sent_at": 1_700_000_000_500, "user_id": 5, "display_name": "L"]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
    }

    @Test func aFractionOfAMillisecondIsKept() async throws {
        // 2^-10 s after a whole second: exact in binary, so JSON writes it in the shortest form that reads back.
        let fine = Date(timeIntervalSince1970: 1_700_000_000.0009765625)
        let answer = #"{"sent_at": 1, "user_id": 6, "display_name": "x"}"#
        let request = try await LoopbackServer.with(answering: .json(answer)) { server in
            _ = try await LiveWireMillisRepository(baseURL: server.baseURL)
                .stamp(when: fine, maybe: fine, stamp: WireMillis.Stamp(sentAt: fine, userID: 1, label: "L"))
            return try await server.onlyRequest()
        }
        #expect(request.path == "/stamps/1700000000000.9766")
        #expect(request.query == "when=1700000000000.9766&maybe=1700000000000.9766")
        #expect(request.headers["x-when"] == "1700000000000.9766")
        #expect(request.bodyText.contains(#""sent_at":1700000000000.9766"#), "\(request.bodyText)")
    }

    /// docs/generated-code.md: a `fields:` body follows the API's key strategy like a model, so under
    /// `snake_case` the field `sentAt` is sent as `sent_at`.
    @Test func aFieldsBodyUnderSnakeCaseConvertsItsFieldNames() async throws {
        let request = try await LoopbackServer.with { server in
            try await LiveWireMillisRepository(baseURL: server.baseURL).stampFields(when: quarterDate)
            return try await server.onlyRequest()
        }
        let expectedBody: NSDictionary = ["sent_at": 1_700_000_000_250, "note": "fixed"]
        #expect(request.jsonObject == expectedBody, "\(request.bodyText)")
    }
}
