import Foundation
import Testing
@testable import ReduxRuntime

@Suite struct PersistenceStateTests {
    struct AppState: Equatable {
        var theme = "light"
        var favorites: [Int] = []
        var isLoading = false
    }

    private let fields: [PersistedField<AppState>] = [
        PersistedField(\.theme, key: "theme"),
        PersistedField(\.favorites, key: "favorites"),
    ]

    @Test func persistedFieldsSurviveARestart() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let firstRun = StatePersistence(store: FilePersistenceStore(directory: directory), fields: fields)
        firstRun.saveAll(AppState(theme: "dark", favorites: [3, 1], isLoading: true))

        let secondRun = StatePersistence(store: FilePersistenceStore(directory: directory), fields: fields)
        let state = secondRun.restored(AppState())

        #expect(state == AppState(theme: "dark", favorites: [3, 1], isLoading: false))
    }

    @Test func onlyChangedFieldsAreSaved() {
        let store = InMemoryPersistenceStore()
        let persistence = StatePersistence(store: store, fields: fields)
        let old = AppState()

        persistence.saveChanges(from: old, to: AppState(theme: "light", favorites: [7], isLoading: true))

        #expect(store.contents.keys.sorted() == ["favorites"])
        #expect(store.contents["favorites"] == Data("[7]".utf8))
    }

    @Test func missingValuesKeepTheInitialState() {
        let persistence = StatePersistence(store: InMemoryPersistenceStore(["theme": Data(#""dark""#.utf8)]), fields: fields)
        #expect(persistence.restored(AppState(favorites: [2])) == AppState(theme: "dark", favorites: [2]))
    }

    @Test func unreadableValueKeepsTheInitialValueAndIsReported() {
        let errors = ErrorLog()
        let store = InMemoryPersistenceStore(["theme": Data("not json".utf8), "favorites": Data("[5]".utf8)])
        let persistence = StatePersistence(store: store, fields: fields, onError: errors.record)

        let state = persistence.restored(AppState())

        #expect(state == AppState(theme: "light", favorites: [5]))
        #expect(errors.entries.count == 1)
        guard case .decodingFailed(key: "theme", _) = errors.entries.first else {
            Issue.record("expected a decoding failure for 'theme', got \(errors.entries)")
            return
        }
    }
}

/// Collects reported errors from any thread.
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [PersistenceError] = []

    var entries: [PersistenceError] { lock.withLock { recorded } }

    @Sendable func record(_ error: PersistenceError) {
        lock.withLock { recorded.append(error) }
    }
}
