import Foundation

/// Which files the build plugin reads, and the files `reduxgen --fixed-outputs` writes for them.
///
/// The names must match the tool's `--fixed-outputs` layout (`FixedOutputLayout` in the reduxgen
/// target): a spec `login.redux.yaml` gives its file stem `login` followed by each layer suffix, whatever
/// its feature is called, and several specs add the app files. The team's own files that `files:` of
/// `reduxgen.yaml` writes into the sources add theirs. The plugin passes every name to the tool
/// (`--declared-output`), which fails when it writes other files, so the two cannot drift apart silently.
enum ReduxGenBuildLayout {
    /// The ending of a spec file the plugin generates from.
    static let specSuffix = ".redux.yaml"
    /// The configuration file the plugin passes to reduxgen when the target's folder has one.
    static let configurationFileName = "reduxgen.yaml"
    /// The files of one feature, after its name.
    static let layerSuffixes = [
        "Models.swift", "State.swift", "Action.swift", "Reducer.swift", "Effects.swift", "Middleware.swift",
        "Repository.swift",
    ]
    /// The files composing several features.
    static let appFileNames = ["AppState.swift", "AppAction.swift", "AppReducer.swift"]

    static func isSpec(_ file: URL) -> Bool {
        file.lastPathComponent.hasSuffix(specSuffix)
    }

    static func isConfiguration(_ file: URL) -> Bool {
        file.lastPathComponent == configurationFileName
    }

    /// What a spec's generated file names start with: its file name up to the first dot.
    static func fileStem(of spec: URL) -> String {
        String(spec.lastPathComponent.prefix { $0 != "." })
    }

    /// The OpenAPI documents a spec names with `openapi:` in its `api:` section (block or flow form),
    /// resolved against the spec's folder. A line scan, because the plugin cannot run reduxgen's YAML
    /// loader; it only decides what the build watches, and reduxgen itself reads and checks the spec.
    static func openAPIDocuments(inSpecText text: String, at spec: URL) -> [URL] {
        var documents: [URL] = []
        var inAPI = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isTopLevel = line.first.map { !$0.isWhitespace && $0 != "#" } ?? false
            if isTopLevel { inAPI = line.hasPrefix("api:") }
            guard inAPI, let range = line.range(of: "openapi:") else { continue }
            var value = line[range.upperBound...].prefix { $0 != "," && $0 != "}" && $0 != "#" }
                .trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard !value.isEmpty else { continue }
            let folder = spec.deletingLastPathComponent()
            documents.append(value.hasPrefix("/") ? URL(fileURLWithPath: value) : folder.appending(path: value, directoryHint: .notDirectory))
        }
        return documents
    }

    /// Every file reduxgen writes for `specs`, as names inside the output folder, with the team's files of
    /// `files` (those written into the sources).
    static func outputFileNames(forSpecs specs: [URL], files: [FileEntry] = []) -> [String] {
        var names = specs.flatMap { spec in layerSuffixes.map { fileStem(of: spec) + $0 } }
        if specs.count > 1 { names += appFileNames }
        for file in files where file.destination == "sources" {
            if file.per == "app" {
                names.append(file.output)
            } else {
                names += specs.map { file.output.replacingOccurrences(of: featurePlaceholder, with: fileStem(of: $0)) }
            }
        }
        return names
    }

    /// What `{{feature}}` in a team file's name stands for: here the spec file's stem.
    static let featurePlaceholder = "{{feature}}"

    /// An entry of `files:` in `reduxgen.yaml`, as far as the plugin needs it. Values are as written; the
    /// tool checks them.
    struct FileEntry: Equatable {
        var output = ""
        var destination = "sources"
        var per = "feature"
    }

    /// The entries of `files:` in a configuration's text, written in block style, one key a line:
    ///
    /// ```yaml
    /// files:
    ///   - template: FeatureView
    ///     output: "Views/{{feature}}View.swift"
    ///     destination: sources
    /// ```
    ///
    /// A line scan, because the plugin cannot run reduxgen's YAML loader. An entry written otherwise (a flow
    /// mapping, an anchor) is not understood; the tool, which gets the names the plugin declares, then
    /// reports it at its place in `reduxgen.yaml`.
    static func fileEntries(inConfigurationText text: String) -> [FileEntry] {
        var entries: [FileEntry] = []
        var inFiles = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let isTopLevel = line.first.map { $0 != " " && $0 != "-" } ?? false
            if isTopLevel {
                inFiles = line.hasPrefix("files:")
                continue
            }
            guard inFiles else { continue }
            var pair = Substring(trimmed)
            if pair.hasPrefix("-") {
                entries.append(FileEntry())
                pair = pair.dropFirst().drop { $0 == " " }
                if pair.isEmpty { continue }
            }
            guard !entries.isEmpty, let colon = pair.firstIndex(of: ":") else { continue }
            let key = pair[..<colon].trimmingCharacters(in: .whitespaces)
            let value = scalar(pair[pair.index(after: colon)...])
            switch key {
            case "output": entries[entries.count - 1].output = value
            case "destination": entries[entries.count - 1].destination = value
            case "per": entries[entries.count - 1].per = value
            default: break
            }
        }
        return entries.filter { !$0.output.isEmpty }
    }

    /// A plain, single-quoted or double-quoted scalar on one line, without a trailing comment.
    private static func scalar(_ text: Substring) -> String {
        let text = text.drop { $0 == " " }
        if let quote = text.first, quote == "\"" || quote == "'" {
            var value = ""
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                let character = text[index]
                let next = text.index(after: index)
                if quote == "'" && character == "'" {
                    // '' is a quote inside a single-quoted scalar.
                    guard next < text.endIndex, text[next] == "'" else { break }
                    value.append("'")
                    index = text.index(after: next)
                    continue
                }
                if quote == "\"" && character == "\"" { break }
                if quote == "\"" && character == "\\", next < text.endIndex {
                    value.append(text[next])
                    index = text.index(after: next)
                    continue
                }
                value.append(character)
                index = next
            }
            return value
        }
        let withoutComment = text.range(of: " #").map { text[..<$0.lowerBound] } ?? text
        return withoutComment.trimmingCharacters(in: .whitespaces)
    }
}
