import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures
import TestSupport

/// Enums with `unknown: true`. docs/spec.md ("Enums", "Unknown values"): a raw value no case has decodes
/// as `.unknown(raw)` instead of failing the response, and encodes back as `raw`; `allCases` lists the
/// written cases only.
@Suite(.loopbackServers)
struct UnknownEnumValueTests {
    @Test func anUnlistedStringDecodesAsUnknownAndEncodesBack() throws {
        let decoded = try JSONDecoder().decode([KitchenSink.Label].self, from: Data(#"["archived", "in-progress", "open"]"#.utf8))
        #expect(decoded == [.unknown("archived"), .inProgress, .open])
        let encoded = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
        #expect(encoded == #"["archived","in-progress","open"]"#)
    }

    @Test func rawValuesAndAllCasesFollowTheSpec() {
        #expect(KitchenSink.Label(rawValue: "in-progress") == .inProgress)
        #expect(KitchenSink.Label(rawValue: "inProgress") == .unknown("inProgress"), "the raw value is 'in-progress'")
        #expect(KitchenSink.Label.unknown("x").rawValue == "x")
        #expect(KitchenSink.Label.allCases == [.open, .inProgress])
        #expect(WireFormat.Level(rawValue: 7) == .high)
        #expect(WireFormat.Level.allCases == [.low, .high])
    }

    @Test func aResponseWithAnUnlistedIntDecodesInsteadOfFailing() async throws {
        let note = WireFormat.Note(title: "Hi", createdAt: WireValues.date, summary: nil, level: .low)
        let answer = #"{"title": "Back", "created_at": "2024-05-01T12:00:00Z", "level": 42}"#
        let (request, response) = try await LoopbackServer.with(answering: .json(answer)) { server in
            let response = try await LiveWireFormatRepository(baseURL: server.baseURL).postNote(note: note)
            return (try await server.onlyRequest(), response)
        }
        #expect(response.level == .unknown(42))
        #expect(request.jsonObject?["level"] as? Int == -1)
    }

    @Test func anUnknownValueIsSentAsItsRawValueInABody() async throws {
        let note = WireFormat.Note(title: "Hi", createdAt: WireValues.date, summary: nil, level: .unknown(42))
        let answer = #"{"title": "Back", "created_at": "2024-05-01T12:00:00Z", "level": 7}"#
        let request = try await LoopbackServer.with(answering: .json(answer)) { server in
            _ = try await LiveWireFormatRepository(baseURL: server.baseURL).postNote(note: note)
            return try await server.onlyRequest()
        }
        #expect(request.jsonObject?["level"] as? Int == 42)
    }

    @Test func anEnumWithoutUnknownStillFailsOnAnUnlistedValue() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([WireFormat.Color].self, from: Data(#"["green"]"#.utf8))
        }
    }
}
