import Foundation
import Testing
@testable import ReduxRuntime

@Suite struct PersistenceStoreTests {
    struct Settings: Codable, Equatable {
        var theme: String
        var fontSize: Int
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("persistence-\(UUID().uuidString)")
    }

    @Test func fileStoreValueIsReadByAFreshInstance() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        try FilePersistenceStore(directory: directory).setValue(Settings(theme: "dark", fontSize: 14), forKey: "settings")
        let restored = try FilePersistenceStore(directory: directory).value(Settings.self, forKey: "settings")

        #expect(restored == Settings(theme: "dark", fontSize: 14))
    }

    @Test func fileStoreKeepsOneJSONFilePerKeyAndNoTemporaryFiles() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FilePersistenceStore(directory: directory)

        try store.setValue(Settings(theme: "light", fontSize: 12), forKey: "settings")
        try store.setValue(Settings(theme: "dark", fontSize: 16), forKey: "settings")
        try store.setValue([1, 2, 3], forKey: "recent-ids")

        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["recent-ids.json", "settings.json"])
        let text = try String(contentsOf: directory.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(text == #"{"fontSize":16,"theme":"dark"}"#)
    }

    @Test func fileStoreReturnsNilForMissingKeysAndRemoves() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FilePersistenceStore(directory: directory)

        #expect(try store.data(forKey: "absent") == nil)
        try store.setData(Data("1".utf8), forKey: "count")
        try store.removeData(forKey: "count")
        try store.removeData(forKey: "count")

        #expect(try store.data(forKey: "count") == nil)
    }

    @Test(arguments: ["", "../escape", "a/b", ".hidden", "spaced key", "ключ", String(repeating: "k", count: 201)])
    func fileStoreRejectsKeysThatAreNotPlainFileNames(key: String) {
        let store = FilePersistenceStore(directory: temporaryDirectory())
        #expect {
            try store.setData(Data(), forKey: key)
        } throws: { error in
            guard case .invalidKey(key, _) = error as? PersistenceError else { return false }
            return true
        }
    }

    @Test func corruptFileIsADecodingErrorNamingTheKey() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FilePersistenceStore(directory: directory)
        try store.setData(Data(#"{"theme": 3}"#.utf8), forKey: "settings")

        #expect(throws: PersistenceError.decodingFailed(
            key: "settings",
            message: "type mismatch at $.theme: expected String; Expected to decode String but found number instead.")
        ) {
            try store.value(Settings.self, forKey: "settings")
        }
    }

    @Test func userDefaultsValueIsReadByAFreshInstance() throws {
        let suite = "reduxruntime.tests.\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let writer = UserDefaultsPersistenceStore(defaults: try #require(UserDefaults(suiteName: suite)), keyPrefix: "app.")

        try writer.setValue(Settings(theme: "dark", fontSize: 18), forKey: "settings")
        let reader = UserDefaultsPersistenceStore(defaults: try #require(UserDefaults(suiteName: suite)), keyPrefix: "app.")

        #expect(try reader.value(Settings.self, forKey: "settings") == Settings(theme: "dark", fontSize: 18))
        #expect(UserDefaults(suiteName: suite)?.data(forKey: "app.settings") != nil)
        try reader.removeData(forKey: "settings")
        #expect(try writer.data(forKey: "settings") == nil)
    }

    @Test func inMemoryStoreSharedBetweenInstancesKeepsValues() throws {
        let store = InMemoryPersistenceStore()
        try store.setValue("hello", forKey: "greeting")
        #expect(try store.value(String.self, forKey: "greeting") == "hello")
        try store.removeData(forKey: "greeting")
        #expect(store.contents.isEmpty)
    }
}
