import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures

/// How generated models encode, written from docs/generated-code.md ("Models") and docs/spec.md ("JSON"):
/// each field under its JSON key (the snake_case form of its Swift name under `keys: snake_case`, an
/// explicit `key:` exactly as written), an optional field that is `nil` left out, and the same JSON read
/// back into an equal value.
struct ModelJSONTests {
    /// The coding of the WireMillis spec: snake_case keys, dates as milliseconds since 1970.
    let coding = JSONCoding(keys: .useDefaultKeys, dates: .millisecondsSince1970)

    func jsonObject(_ value: some Encodable) throws -> NSDictionary {
        let data = try coding.encode(value)
        return try #require(JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    @Test func everyFieldIsWrittenUnderItsJSONKey() throws {
        let stamp = WireMillis.Stamp(sentAt: Date(timeIntervalSince1970: 1.5), userID: 5, label: "First")
        // `sentAt` and `userID` take their snake_case form; `label` has `key: display_name`.
        let expected: NSDictionary = ["sent_at": 1500, "user_id": 5, "display_name": "First"]
        #expect(try jsonObject(stamp) == expected)
    }

    @Test func aNilOptionalFieldIsLeftOut() throws {
        let owner = WireMillis.Owner(fullName: "Ann Lee", avatarURL: nil)
        let expected: NSDictionary = ["full_name": "Ann Lee"]
        #expect(try jsonObject(owner) == expected)

        let withAvatar = WireMillis.Owner(fullName: "Ann Lee", avatarURL: URL(string: "https://example.com/a.png"))
        let expectedWithAvatar: NSDictionary = ["full_name": "Ann Lee", "avatar_url": "https://example.com/a.png"]
        #expect(try jsonObject(withAvatar) == expectedWithAvatar)
    }

    @Test func nestedModelsAndDictionariesOfArraysAreWrittenWithTheirOwnKeys() throws {
        let report = WireMillis.Report(
            id: 1,
            createdAt: Date(timeIntervalSince1970: 2),
            owner: WireMillis.Owner(fullName: "B", avatarURL: nil),
            nickname: nil,
            groups: ["new": [WireMillis.Stamp(sentAt: Date(timeIntervalSince1970: 0), userID: 7, label: "x")]]
        )
        let expected: NSDictionary = [
            "id": 1,
            "created_at": 2000,
            "owner": ["full_name": "B"],
            "groups": ["new": [["sent_at": 0, "user_id": 7, "display_name": "x"]]],
        ]
        #expect(try jsonObject(report) == expected)
    }

    @Test func whatAModelWritesReadsBackEqual() throws {
        let report = WireMillis.Report(
            id: 9,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000.25),
            owner: WireMillis.Owner(fullName: "C", avatarURL: URL(string: "https://example.com/c.png")),
            nickname: "cee",
            groups: ["old": []]
        )
        let data = try coding.encode(report)
        #expect(try coding.decode(WireMillis.Report.self, from: data) == report)
    }

    @Test func membersNoFieldNamesAreIgnoredWhenDecoding() throws {
        let json = Data(#"{"full_name": "D", "fullName": "not read", "extra": 1}"#.utf8)
        #expect(try coding.decode(WireMillis.Owner.self, from: json) == WireMillis.Owner(fullName: "D", avatarURL: nil))
    }
}
