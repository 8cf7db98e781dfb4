import Foundation
import ReduxRuntime
import Testing

/// A written action log holds no value the action type marks sensitive (docs/runtime.md, "Sensitive
/// values"); the log in memory keeps them, and a written log still reads, with the placeholders.
@MainActor
struct ActionLogRedactionTests {
    enum LoginAction: Codable, Equatable, Sendable, SensitiveValues {
        case login(username: String, password: String)
        case attempts(Int)

        static let sensitivePaths: [JSONPath] = [["login", "password"], ["attempts", "_0"]]
    }

    enum PlainAction: Codable, Equatable, Sendable {
        case login(username: String, password: String)
    }

    @Test func aRecorderLogFileHoldsNoSensitiveValue() throws {
        let recorder = ActionRecorder<Int, LoginAction>()
        let store = Store(initialState: 0, reducer: Reducer<Int, LoginAction> { _, _ in .none }, middleware: [recorder.middleware])
        store.dispatch(.login(username: "ada", password: "hunter2"))
        store.dispatch(.attempts(3))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("redacted-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }

        try recorder.log.write(to: url)

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains("hunter2"))
        #expect(text.contains(#""password" : "[redacted]""#))
        #expect(text.contains(#""username" : "ada""#))
        #expect(recorder.log.actions == [.login(username: "ada", password: "hunter2"), .attempts(3)])
        let read = try ActionLog<LoginAction>.read(from: url)
        #expect(read.actions == [.login(username: "ada", password: "[redacted]"), .attempts(0)])
    }

    @Test func aTypeWithoutSensitiveValuesIsWrittenWhole() throws {
        let log = ActionLog<PlainAction>(entries: [.init(time: 0, action: .login(username: "ada", password: "hunter2"))])
        #expect(String(decoding: try log.jsonData(), as: UTF8.self).contains("hunter2"))
    }
}
