import Foundation
import Testing
@testable import ReduxRuntime

@MainActor
@Suite struct PersistenceStoreIntegrationTests {
    struct SettingsState: Equatable {
        var theme = "light"
        var fontSize = 12
        var isSaving = false
    }

    enum SettingsAction: Sendable {
        case setTheme(String)
        case setFontSize(Int)
        case setSaving(Bool)
    }

    private let reducer = Reducer<SettingsState, SettingsAction> { state, action in
        switch action {
        case .setTheme(let theme): state.theme = theme
        case .setFontSize(let size): state.fontSize = size
        case .setSaving(let isSaving): state.isSaving = isSaving
        }
        return .none
    }

    private func persistence(_ store: any PersistenceStore) -> StatePersistence<SettingsState> {
        StatePersistence(store: store, fields: [
            PersistedField(\.theme, key: "settings.theme"),
            PersistedField(\.fontSize, key: "settings.fontSize"),
        ])
    }

    @Test func storeRestoresWhatAnEarlierStoreSaved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = Store(
            initialState: SettingsState(), reducer: reducer,
            persistence: persistence(FilePersistenceStore(directory: directory)))
        first.dispatch(.setTheme("dark"))
        first.dispatch(.setFontSize(18))
        first.dispatch(.setSaving(true))

        let second = Store(
            initialState: SettingsState(), reducer: reducer,
            persistence: persistence(FilePersistenceStore(directory: directory)))

        #expect(second.state == SettingsState(theme: "dark", fontSize: 18, isSaving: false))
    }

    @Test func actionsThatChangeNoPersistedFieldWriteNothing() {
        let storage = InMemoryPersistenceStore()
        let store = Store(initialState: SettingsState(), reducer: reducer, persistence: persistence(storage))

        store.dispatch(.setSaving(true))
        store.dispatch(.setTheme("light"))
        #expect(storage.contents.isEmpty)

        store.dispatch(.setFontSize(20))
        #expect(storage.contents == ["settings.fontSize": Data("20".utf8)])
    }
}
