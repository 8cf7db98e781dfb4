/// Finds the files reduxgen generated earlier in an output folder: `.swift` files at any depth whose first
/// line is the generated header, and the temporary files (``TemporaryFileName``) an interrupted run left.
///
/// It does not follow symbolic links and skips hidden folders (such as `.build` and `.git`), so it never
/// leaves the folder. It stops with an error past ``entryLimit`` entries rather than crawl a huge tree.
struct GeneratedFileScanner {
    /// The most folder entries looked at in one output folder.
    static var entryLimit: Int { 100_000 }

    var fileSystem: any FileSystem

    /// What a scan found, as absolute paths, each list sorted.
    struct Findings {
        var generatedFiles: [String] = []
        var temporaryFiles: [String] = []
        /// `.swift` files whose first line cannot be read, so whether reduxgen generated them is unknown.
        var unreadableSwiftFiles: [String] = []
    }

    /// The generated and leftover temporary files below the folder's real path.
    func scan(_ folder: ResolvedOutputFolder) throws(DiagnosticsError) -> Findings {
        guard folder.exists else { return Findings() }
        var found: [String] = []
        var temporaries: [String] = []
        var unreadable: [String] = []
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
            for name in entries {
                let path = OutputPaths.join(directory, name)
                if name.hasPrefix(".") {
                    if TemporaryFileName.isTemporary(name), fileSystem.itemKind(atPath: path) == .file {
                        temporaries.append(path)
                    }
                    continue
                }
                switch fileSystem.itemKind(atPath: path) {
                case .directory?:
                    pending.append(path)
                case .file? where name.hasSuffix(".swift"):
                    do {
                        let prefix = try fileSystem.prefixOfFile(atPath: path, count: GeneratedHeader.byteCount)
                        if GeneratedHeader.isPresent(in: prefix) { found.append(path) }
                    } catch {
                        unreadable.append(path)
                    }
                default:
                    continue
                }
            }
        }
        return Findings(
            generatedFiles: found.sorted(), temporaryFiles: temporaries.sorted(), unreadableSwiftFiles: unreadable.sorted())
    }
}
