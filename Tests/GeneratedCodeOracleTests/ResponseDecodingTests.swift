import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures
import TestSupport

/// Responses as a server sends them, decoded by the live repositories: snake_case keys (docs/spec.md: a
/// field's JSON key is the snake_case form of its Swift name, an explicit `key:` wins), dates under the
/// spec's strategy, nested models, dictionaries of arrays, absent and `null` optionals; and the `APIError`
/// a wrong body or an error status gives.
@Suite(.loopbackServers)
struct ResponseDecodingTests {
    let fullReport = """
        {
          "id": 1,
          "created_at": 1700000000250,
          "owner": { "full_name": "Ann Lee", "avatar_url": "https://example.com/a.png" },
          "nickname": "annie",
          "groups": {
            "new": [ { "sent_at": 1500, "user_id": 5, "display_name": "First" } ],
            "old": []
          }
        }
        """

    func loadReport(answering answer: LoopbackServer.Answer) async throws -> WireMillis.Report {
        try await LoopbackServer.with(answering: answer) { server in
            try await LiveWireMillisRepository(baseURL: server.baseURL).loadReport()
        }
    }

    @Test func aNestedSnakeCaseResponseDecodes() async throws {
        let report = try await loadReport(answering: .json(fullReport))
        let expected = WireMillis.Report(
            id: 1,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000.25),
            owner: WireMillis.Owner(fullName: "Ann Lee", avatarURL: URL(string: "https://example.com/a.png")!),
            nickname: "annie",
            groups: [
                "new": [WireMillis.Stamp(sentAt: Date(timeIntervalSince1970: 1.5), userID: 5, label: "First")],
                "old": [],
            ]
        )
        #expect(report == expected)
    }

    @Test func absentAndNullOptionalsAreNil() async throws {
        let absent = try await loadReport(answering: .json(#"{"id": 2, "created_at": 0, "groups": {}}"#))
        #expect(absent == WireMillis.Report(id: 2, createdAt: Date(timeIntervalSince1970: 0), owner: nil, nickname: nil, groups: [:]))
        let null = try await loadReport(
            answering: .json(#"{"id": 3, "created_at": 0, "owner": null, "nickname": null, "groups": {}}"#)
        )
        #expect(null == WireMillis.Report(id: 3, createdAt: Date(timeIntervalSince1970: 0), owner: nil, nickname: nil, groups: [:]))
        let nullInside = try await loadReport(
            answering: .json(#"{"id": 4, "created_at": 0, "owner": {"full_name": "B", "avatar_url": null}, "groups": {}}"#)
        )
        #expect(nullInside.owner == WireMillis.Owner(fullName: "B", avatarURL: nil))
    }

    @Test func aMissingRequiredFieldIsADecodingError() async throws {
        await #expect(throws: APIError.self) {
            _ = try await loadReport(answering: .json(#"{"id": 2, "groups": {}}"#))
        }
        do {
            _ = try await loadReport(answering: .json(#"{"id": 2, "groups": {}}"#))
        } catch let error as APIError {
            guard case .decoding(let message) = error else {
                Issue.record("expected APIError.decoding, got \(error)")
                return
            }
            #expect(message.contains("created"), "the message names the missing key: \(message)")
        }
    }

    @Test func aWrongTypeOrMalformedJSONIsADecodingError() async throws {
        for body in [#"{"id": "one", "created_at": 0, "groups": {}}"#, #"{"id": 1, "#, "[]"] {
            do {
                let report = try await loadReport(answering: .json(body))
                Issue.record("\(body) decoded as \(report)")
            } catch let error as APIError {
                guard case .decoding = error else {
                    Issue.record("expected APIError.decoding for \(body), got \(error)")
                    continue
                }
            }
        }
    }

    @Test(arguments: [404, 500])
    func anErrorStatusIsAnHTTPStatusErrorWithTheBody(status: Int) async throws {
        do {
            let report = try await loadReport(answering: .json(#"{"error": "nope"}"#, status: status))
            Issue.record("status \(status) decoded as \(report)")
        } catch let error as APIError {
            #expect(error == .httpStatus(status, body: #"{"error": "nope"}"#))
        }
    }

    @Test func theKitchenSinkPageDecodesWithSecondsAndSnakeCase() async throws {
        let body = """
            {
              "items": [{
                "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "title": "T", "score": -1.5, "done": true,
                "tags": {"a": 1}, "kind": 1, "link": "https://example.com", "created_at": 1700000000.5, "user_id": 9
              }],
              "meta": {"next_cursor": null, "total": 1}
            }
            """
        let page = try await LoopbackServer.with(answering: .json(body)) { server in
            try await LiveKitchenSinkRepository(baseURL: server.baseURL).count()
        }
        let entry = KitchenSink.Entry(
            id: WireValues.uuid,
            title: "T",
            score: -1.5,
            done: true,
            tags: ["a": 1],
            kind: .high,
            link: URL(string: "https://example.com")!,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000.5),
            userID: 9
        )
        #expect(page == KitchenSink.Page(items: [entry], meta: KitchenSink.Meta(nextCursor: nil, total: 1)))
    }
}
