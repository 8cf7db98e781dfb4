import Foundation
import ReduxRuntime
import Testing

/// `ActionLog.decode(from:)` reads a date in an action either as ISO 8601 text (as the DevTools inspector
/// exports it, with or without fractional seconds) or as seconds since 2001-01-01 (as `ActionRecorder`
/// writes it), as its documentation says.
@Suite struct ActionLogDateTests {
    enum Action: Codable, Equatable {
        case scheduled(at: Date)
    }

    func log(_ date: String) -> Data {
        Data(#"{"version": 2, "entries": [{"time": 0, "action": {"scheduled": {"at": \#(date)}}}]}"#.utf8)
    }

    @Test func isoTextIsRead() throws {
        let log = try ActionLog<Action>.decode(from: log(#""2024-01-02T03:04:05Z""#))
        #expect(log.actions == [.scheduled(at: Date(timeIntervalSince1970: 1_704_164_645))])
    }

    @Test func isoTextWithFractionalSecondsIsRead() throws {
        let log = try ActionLog<Action>.decode(from: log(#""2024-01-02T03:04:05.250Z""#))
        #expect(log.actions == [.scheduled(at: Date(timeIntervalSince1970: 1_704_164_645.25))])
    }

    @Test func secondsSince2001AreRead() throws {
        let log = try ActionLog<Action>.decode(from: log("725857445"))
        #expect(log.actions == [.scheduled(at: Date(timeIntervalSinceReferenceDate: 725_857_445))])
    }

    @Test func textThatIsNoDateIsAnError() {
        #expect(throws: DecodingError.self) {
            try ActionLog<Action>.decode(from: log(#""yesterday""#))
        }
    }
}
