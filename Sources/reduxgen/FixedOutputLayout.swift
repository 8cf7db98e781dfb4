import Foundation
import ReduxGenCore

/// The file layout of `--fixed-outputs`, the mode the `ReduxGenPlugin` build plugin runs reduxgen in.
///
/// A build system must know a command's output files before it runs the command, so in this mode the
/// files depend only on the spec file names: a spec `login.redux.yaml` always produces
/// `loginModels.swift`, `loginState.swift`, `loginAction.swift`, `loginReducer.swift`,
/// `loginEffects.swift`, `loginMiddleware.swift` and `loginRepository.swift` (a layer the spec does not
/// use, such as the side-effect flavor it did not choose, is a file with only its header), whatever its
/// feature is called; the types inside carry the feature's name (`LoginState`). Several specs add
/// `AppState.swift`, `AppAction.swift` and `AppReducer.swift`. The team's own files written into the
/// sources (`files:` with `destination: sources`) follow the same rule: `{{feature}}` in a per-feature
/// file's name stands for the spec file's stem (`Views/loginView.swift`), and a per-app file keeps its name,
/// whatever the number of specs. Generated tests are left out. The plugin lists the same names (it reads
/// `files:` from the lines of `reduxgen.yaml`) and passes them with `--declared-output`, so that a difference
/// is an error rather than a file the build silently misses; keep the two in step.
enum FixedOutputLayout {
    /// The suffixes of a feature's files, appended to the spec file's stem, in the order they are generated.
    static let layerSuffixes = [
        "Models.swift", "State.swift", "Action.swift", "Reducer.swift", "Effects.swift", "Middleware.swift",
        "Repository.swift",
    ]
    /// The stem that several specs' composing files start with.
    static let appStem = "App"

    /// The spec file's name up to its first dot: `login.redux.yaml` gives `login`.
    static func fileStem(of specFile: String) -> String {
        let fileName = (specFile as NSString).lastPathComponent
        return String(fileName.prefix { $0 != "." })
    }

    /// An error for every spec whose file name cannot give it files of its own: an empty stem, a stem
    /// another spec has too (compared ignoring case, as macOS file systems do), or, with several specs,
    /// the stem of the composing `App` files.
    static func nameConflicts(in specs: [FeatureSpec]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstSpecByStem: [String: String] = [:]
        for spec in specs {
            let stem = fileStem(of: spec.file)
            let fileName = (spec.file as NSString).lastPathComponent
            let location = SourceLocation.startOfFile(spec.file)
            guard !stem.isEmpty else {
                diagnostics.append(.error(
                    "the spec file name '\(fileName)' has nothing before its first '.', and the build plugin names "
                        + "the generated files after that part; rename the file, e.g. to 'Feature.redux.yaml'",
                    at: location))
                continue
            }
            let key = stem.lowercased()
            if let first = firstSpecByStem[key] {
                diagnostics.append(.error(
                    "the spec file name '\(fileName)' gives the same generated file names as '\(first)' "
                        + "(the build plugin names them after the part before the first '.'); rename one of the files",
                    at: location))
                continue
            }
            firstSpecByStem[key] = spec.file
            if specs.count > 1 && key == appStem.lowercased() {
                diagnostics.append(.error(
                    "the spec file name '\(fileName)' would give the names of the files composing several features "
                        + "(AppState.swift ...); rename the file",
                    at: location))
            }
        }
        return diagnostics
    }

    /// An error at the entry of `files:` for each of the team's files in the sources whose name, in this
    /// layout, another file of the run has: a layer of a spec (`loginState.swift`, whatever the feature is
    /// called), a composing `App` file, or another entry's file.
    static func clashes(specs: [FeatureSpec], teamFiles: [FileTemplate]) -> [Diagnostic] {
        var paths: [String] = []
        var writers: [Generator.FileWriter] = []
        for spec in specs {
            for suffix in layerSuffixes {
                paths.append(fileStem(of: spec.file) + suffix)
                writers.append(.builtIn(String(suffix.dropLast(".swift".count))))
            }
        }
        for name in specs.count > 1 ? appFileTemplates : [] {
            paths.append(name + ".swift")
            writers.append(.builtIn(name))
        }
        for teamFile in teamFiles where teamFile.destination == .sources {
            let stems = teamFile.scope == .feature ? specs.map { fileStem(of: $0.file) } : [""]
            for stem in stems {
                paths.append(teamFile.output.path(feature: stem))
                writers.append(.team(teamFile))
            }
        }
        let files = paths.map { GeneratedFile(root: .sources, relativePath: $0, utf8: Data()) }
        return Generator.clashes(files, writers: writers)
    }

    /// The templates of the files composing several features in the sources.
    static let appFileTemplates = ["AppState", "AppAction", "AppReducer"]

    /// `files` without tests, each feature's files named after its spec file's stem, with a header-only
    /// file for every layer a spec does not use. `teamFiles` are the entries of `files:`, whose per-feature
    /// files in the sources are renamed the same way.
    static func complete(_ files: [GeneratedFile], specs: [FeatureSpec], teamFiles: [FileTemplate] = []) -> [GeneratedFile] {
        let sources = files.filter { $0.root == .sources }
        let sourcesByPath = Dictionary(sources.map { ($0.relativePath, $0) }) { first, _ in first }
        let featureTeamFiles = teamFiles.filter { $0.scope == .feature && $0.destination == .sources }
        var completed: [GeneratedFile] = []
        for spec in specs {
            let stem = fileStem(of: spec.file)
            for suffix in layerSuffixes {
                let generatedPath = spec.swiftName + suffix
                if let file = sourcesByPath[generatedPath] {
                    completed.append(GeneratedFile(root: .sources, relativePath: stem + suffix, utf8: file.utf8))
                } else {
                    completed.append(emptyLayer(path: stem + suffix, spec: spec))
                }
            }
            for teamFile in featureTeamFiles {
                let generatedPath = teamFile.output.path(feature: spec.swiftName)
                // A team's template always writes its file.
                if let file = sourcesByPath[generatedPath] {
                    completed.append(GeneratedFile(root: .sources, relativePath: teamFile.output.path(feature: stem), utf8: file.utf8))
                }
            }
        }
        // The app files, built-in and the team's, come after every feature's: the last file of each of their
        // paths, since a team's app file may have the name a feature's layer has outside this layout.
        let lastByPath = Dictionary(sources.map { ($0.relativePath, $0) }) { _, last in last }
        let appPaths = (specs.count > 1 ? appFileTemplates.map { $0 + ".swift" } : [])
            + teamFiles.filter { $0.scope == .app && $0.destination == .sources }.map { $0.output.path(feature: "") }
        completed += appPaths.compactMap { lastByPath[$0] }
        return completed
    }

    /// Errors for every difference between the files a run writes and the names the build plugin declared
    /// (`--declared-output`): a file the build would not compile, or a declared file nothing writes. Two
    /// causes are known. SwiftPM asks the plugin for its commands again only when the package's structure
    /// changes, not when `reduxgen.yaml` does, so after an edit of `files:` the names are those of the
    /// configuration before. And the plugin cannot run reduxgen's YAML reader, so it reads `files:` line by
    /// line and misses an entry written otherwise. A file of an entry is reported at the entry.
    static func undeclaredFiles(
        _ files: [GeneratedFile], declared: [String], specs: [FeatureSpec], teamFiles: [FileTemplate], configuration: String?
    ) -> [Diagnostic] {
        let written = Set(files.map(\.relativePath))
        let declaredNames = Set(declared)
        var diagnostics: [Diagnostic] = []
        for path in files.map(\.relativePath) where !declaredNames.contains(path) {
            let entry = teamFiles.first { teamFile in
                teamFile.destination == .sources && (teamFile.scope == .app
                    ? teamFile.output.text == path
                    : specs.contains { teamFile.output.path(feature: fileStem(of: $0.file)) == path })
            }
            let advice = "the build plugin did not declare the file '\(path)', so the build would not compile it"
            if let entry {
                diagnostics.append(.error(
                    advice + "; if 'files:' changed since the last build, " + Self.replanAdvice + "; otherwise write this "
                        + "entry as the plugin reads 'files:', line by line: in block style, one key a line "
                        + "('- template: NAME', then 'output: \"...\"' ...), with plain or quoted values",
                    at: entry.location))
            } else {
                diagnostics.append(.error(advice + "; use the ReduxGenPlugin of the same reduxgen release", at: nil))
            }
        }
        for path in declared.sorted() where !written.contains(path) {
            let message = "the build plugin declared the file '\(path)', which this run does not write; if 'files:' "
                + "changed since the last build, " + Self.replanAdvice
            diagnostics.append(.error(message, at: configuration.map(SourceLocation.startOfFile)))
        }
        return diagnostics
    }

    /// What makes SwiftPM ask the plugin again: a change of the package's structure, such as the manifest's
    /// modification time (seen with SwiftPM 6 on Linux).
    static let replanAdvice = "SwiftPM still uses the names the plugin declared before: touch Package.swift "
        + "(or add or remove a file of the target) so that it asks the plugin again, and build"

    /// A layer file the spec has nothing for: the generated header and a line saying why it is empty.
    private static func emptyLayer(path: String, spec: FeatureSpec) -> GeneratedFile {
        let text = GeneratedHeader.line(specPath: spec.file) + "\n"
            + "// \(spec.swiftName) declares nothing for this file; it exists so that build tools can name it in advance.\n"
        return GeneratedFile(root: .sources, relativePath: path, contents: text)
    }
}
