import Foundation
import Testing
@testable import ReduxRuntime

@Suite struct HTTPJSONCodingTests {
    struct Event: Codable, Equatable {
        var eventName: String
        var startsAt: Date
    }

    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func defaultKeysAndISO8601() throws {
        let coding = JSONCoding()
        let data = try coding.encode(Event(eventName: "launch", startsAt: date))
        #expect(String(decoding: data, as: UTF8.self) == #"{"eventName":"launch","startsAt":"2023-11-14T22:13:20Z"}"#)
        #expect(try coding.decode(Event.self, from: data) == Event(eventName: "launch", startsAt: date))
    }

    @Test func iso8601AcceptsFractionalSeconds() throws {
        let json = Data(#"{"eventName":"x","startsAt":"2023-11-14T22:13:20.250Z"}"#.utf8)
        let event = try JSONCoding().decode(Event.self, from: json)
        #expect(event.startsAt == date.addingTimeInterval(0.25))
    }

    @Test func snakeCaseKeysAndMilliseconds() throws {
        let coding = JSONCoding(keys: .snakeCase, dates: .millisecondsSince1970)
        let data = try coding.encode(Event(eventName: "x", startsAt: date))
        #expect(String(decoding: data, as: UTF8.self) == #"{"event_name":"x","starts_at":1700000000000}"#)
        #expect(try coding.decode(Event.self, from: data).startsAt == date)
    }

    @Test func missingKeyIsReportedWithItsPath() {
        #expect(throws: APIError.decoding("missing key 'startsAt' at $")) {
            try JSONCoding().decode(Event.self, from: Data(#"{"eventName":"x"}"#.utf8))
        }
    }

    @Test func invalidDateIsADecodingError() {
        let json = Data(#"{"eventName":"x","startsAt":"yesterday"}"#.utf8)
        #expect(throws: APIError.decoding("invalid data at $.startsAt: 'yesterday' is not an ISO 8601 date")) {
            try JSONCoding().decode(Event.self, from: json)
        }
    }
}
