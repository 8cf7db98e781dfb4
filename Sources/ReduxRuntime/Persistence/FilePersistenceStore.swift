import Foundation

/// A ``PersistenceStore`` that keeps each key in its own file, `<key>.json`, in one folder.
///
/// Writes are atomic (a temporary file renamed over the old one), so a crash never leaves a half-written
/// value. Keys are limited to letters, digits, `.`, `_` and `-` (not starting with `.`, at most 200
/// characters) so that a key always names one file inside the folder.
public struct FilePersistenceStore: PersistenceStore {
    /// The folder that holds the files; created on the first write.
    public let directory: URL

    /// Creates a store over `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// A store in the user's Application Support folder, under `name`.
    public static func applicationSupport(named name: String) throws(PersistenceError) -> FilePersistenceStore {
        do {
            let base = try FileManager.default.url(
                for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            return FilePersistenceStore(directory: base.appendingPathComponent(name, isDirectory: true))
        } catch {
            throw .writeFailed(key: name, message: error.localizedDescription)
        }
    }

    /// The file that holds `key`.
    public func fileURL(forKey key: String) throws(PersistenceError) -> URL {
        try Self.validate(key)
        return directory.appendingPathComponent(key + ".json", isDirectory: false)
    }

    public func data(forKey key: String) throws(PersistenceError) -> Data? {
        let url = try fileURL(forKey: key)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .readFailed(key: key, message: error.localizedDescription)
        }
    }

    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) {
        let url = try fileURL(forKey: key)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(key: key, message: error.localizedDescription)
        }
    }

    public func removeData(forKey key: String) throws(PersistenceError) {
        let url = try fileURL(forKey: key)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .writeFailed(key: key, message: error.localizedDescription)
        }
    }

    private static func validate(_ key: String) throws(PersistenceError) {
        if key.isEmpty { throw .invalidKey(key, reason: "it is empty") }
        if key.utf8.count > 200 { throw .invalidKey(key, reason: "it is longer than 200 characters") }
        if key.hasPrefix(".") { throw .invalidKey(key, reason: "it starts with '.'") }
        let allowed = key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
        if !allowed { throw .invalidKey(key, reason: "only letters, digits, '.', '_' and '-' are allowed") }
    }
}
