import Foundation

/// Which files the build plugin reads, and the files `reduxgen --fixed-outputs` writes for them.
///
/// The names must match the tool's `--fixed-outputs` layout (`FixedOutputLayout` in the reduxgen
/// target): a spec `login.redux.yaml` gives its file stem `login` followed by each layer suffix, whatever
/// its feature is called, and several specs add the app files.
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

    /// Every file reduxgen writes for `specs`, as names inside the output folder.
    static func outputFileNames(forSpecs specs: [URL]) -> [String] {
        var names = specs.flatMap { spec in layerSuffixes.map { fileStem(of: spec) + $0 } }
        if specs.count > 1 { names += appFileNames }
        return names
    }
}
