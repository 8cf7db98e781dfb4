import Foundation

/// What a successful run wrote, under a digest of everything the output depends on: the generator build,
/// the options, the spec files and the templates.
///
/// When a later run has the same input digest and every file it lists still holds what was written, that
/// run would change nothing, so it can skip rendering (docs/performance.md, "No-op regeneration"). A file
/// edited, removed or replaced since makes the stamp stale, and the run generates and writes as usual.
public struct GenerationStamp: Hashable, Sendable {
    /// One written file: its absolute path, symbolic links resolved, and a digest of its contents.
    public struct File: Hashable, Sendable {
        public var path: String
        public var byteCount: Int
        public var digest: String
    }

    /// The digest of the run's inputs (see ``InputDigest``).
    public var inputDigest: String
    /// The files the run read besides templates: every spec and the documents they refer to, so a later run
    /// can digest them before reading any spec.
    public var inputFiles: [String]
    /// The diagnostics the run printed (warnings only, as it succeeded), exactly as printed, so a run that
    /// skips reading the specs prints them again.
    public var diagnosticsText: String
    /// The output folders as the user named them, for the closing line a run prints.
    public var folders: [String]
    /// Every generated file of the run, written or left unchanged.
    public var files: [File]

    public init(inputDigest: String, inputFiles: [String] = [], diagnosticsText: String = "", folders: [String], files: [File]) {
        self.inputDigest = inputDigest
        self.inputFiles = inputFiles
        self.diagnosticsText = diagnosticsText
        self.folders = folders
        self.files = files
    }

    /// The stamp of a plan that has been applied: each generated file with the contents it now holds.
    public init(inputDigest: String, inputFiles: [String] = [], diagnosticsText: String = "", applied plan: WritePlan) {
        self.inputDigest = inputDigest
        self.inputFiles = inputFiles
        self.diagnosticsText = diagnosticsText
        folders = plan.folders
        files = plan.changes.compactMap { change in
            guard let contents = change.newContents else { return nil }
            return File(path: change.targetPath, byteCount: contents.count, digest: InputDigest.hex(of: contents))
        }
    }

    /// Whether a run with `inputDigest` would find every file as this stamp recorded it.
    public func isCurrent(for inputDigest: String) -> Bool {
        guard inputDigest == self.inputDigest else { return false }
        return files.allSatisfy { file in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  (attributes[.size] as? NSNumber)?.intValue == file.byteCount,
                  let contents = FileManager.default.contents(atPath: file.path)
            else { return false }
            return InputDigest.hex(of: contents) == file.digest
        }
    }

    /// Whether a run with `inputDigest` into `locations` would change and report nothing: every file holds
    /// what this stamp recorded, and the folders hold no other generated file (a run lists those, and
    /// `--prune` removes them) and no temporary file an interrupted run left (a run removes those).
    public func isCurrent(
        for inputDigest: String, in locations: OutputLocations, fileSystem: any FileSystem = RealFileSystem()
    ) -> Bool {
        guard isCurrent(for: inputDigest) else { return false }
        let recorded = Set(files.map(\.path))
        let scanner = GeneratedFileScanner(fileSystem: fileSystem)
        for root in OutputRoot.allCases {
            guard let path = locations.path(for: root) else { continue }
            guard let folder = try? ResolvedOutputFolder.resolve(path, root: root, in: fileSystem),
                  let findings = try? scanner.scan(folder),
                  findings.temporaryFiles.isEmpty,
                  findings.generatedFiles.allSatisfy(recorded.contains)
            else { return false }
        }
        return true
    }

    /// The closing line of a run that changed nothing, as ``WriteReport/summary`` words it.
    public var unchangedSummary: String {
        WriteReport(unchanged: files.count, folders: folders).summary
    }

    /// The stamp as text: a format line, the digest, the input files, the printed diagnostics (as Base64),
    /// the folders, then one line per file.
    public var text: String {
        var lines = [Self.formatLine, "inputs \(inputDigest)"]
        lines += inputFiles.map { "input \($0)" }
        if !diagnosticsText.isEmpty { lines.append("diagnostics " + Data(diagnosticsText.utf8).base64EncodedString()) }
        lines += folders.map { "folder \($0)" }
        lines += files.map { "file \($0.byteCount) \($0.digest) \($0.path)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The stamp `text` holds; `nil` for anything else, which is then treated as no stamp.
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.formatLine), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        guard let first = lines.first, first.hasPrefix("inputs ") else { return nil }
        inputDigest = String(first.dropFirst("inputs ".count))
        inputFiles = []
        diagnosticsText = ""
        folders = []
        files = []
        for line in lines.dropFirst() {
            if line.hasPrefix("input ") {
                inputFiles.append(String(line.dropFirst("input ".count)))
            } else if line.hasPrefix("diagnostics ") {
                guard let data = Data(base64Encoded: String(line.dropFirst("diagnostics ".count))) else { return nil }
                diagnosticsText = String(decoding: data, as: UTF8.self)
            } else if line.hasPrefix("folder ") {
                folders.append(String(line.dropFirst("folder ".count)))
            } else if line.hasPrefix("file ") {
                let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
                guard parts.count == 4, let byteCount = Int(parts[1]) else { return nil }
                files.append(File(path: String(parts[3]), byteCount: byteCount, digest: String(parts[2])))
            } else {
                return nil
            }
        }
    }

    private static let formatLine = "reduxgen generation stamp 2"
}
