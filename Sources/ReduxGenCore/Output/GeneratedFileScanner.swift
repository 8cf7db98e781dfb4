/// Finds the files reduxgen generated earlier in an output folder: `.swift` files at any depth whose first
/// line is the generated header.
///
/// It does not follow symbolic links and skips hidden folders (such as `.build` and `.git`), so it never
/// leaves the folder. It stops with an error past ``entryLimit`` entries rather than crawl a huge tree.
struct GeneratedFileScanner {
    /// The most folder entries looked at in one output folder.
    static var entryLimit: Int { 100_000 }

    var fileSystem: any FileSystem

    /// Absolute paths of the generated files below `realPath`, sorted.
    func generatedFiles(in folder: ResolvedOutputFolder) throws(DiagnosticsError) -> [String] {
        guard folder.exists else { return [] }
        var found: [String] = []
        var pending = [folder.realPath]
        var seen = 0
        while let directory = pending.popLast() {
            let entries: [String]
            do {
                entries = try fileSystem.directoryEntries(atPath: directory)
            } catch {
                throw DiagnosticsError(.error("cannot look for generated files in '\(folder.displayPath)': \(error)", at: nil))
            }
            seen += entries.count
            if seen > Self.entryLimit {
                throw DiagnosticsError(.error(
                    "the output folder '\(folder.displayPath)' holds more than \(Self.entryLimit) entries; "
                        + "give reduxgen a folder of its own", at: nil))
            }
            for name in entries where !name.hasPrefix(".") {
                let path = OutputPaths.join(directory, name)
                switch fileSystem.itemKind(atPath: path) {
                case .directory?:
                    pending.append(path)
                case .file? where name.hasSuffix(".swift"):
                    if let prefix = try? fileSystem.prefixOfFile(atPath: path, count: GeneratedHeader.byteCount),
                       GeneratedHeader.isPresent(in: prefix) {
                        found.append(path)
                    }
                default:
                    continue
                }
            }
        }
        return found.sorted()
    }
}
