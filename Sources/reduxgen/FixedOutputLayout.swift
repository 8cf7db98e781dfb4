import Foundation
import ReduxGenCore

/// The file layout of `--fixed-outputs`, the mode the `ReduxGenPlugin` build plugin runs reduxgen in.
///
/// A build system must know a command's output files before it runs the command, so in this mode the
/// files depend only on the spec file names: a spec `Counter.redux.yaml` always produces
/// `CounterModels.swift`, `CounterState.swift`, `CounterAction.swift`, `CounterReducer.swift`,
/// `CounterEffects.swift`, `CounterMiddleware.swift` and `CounterRepository.swift` (a layer the spec does
/// not use, such as the side-effect flavor it did not choose, is a file with
/// only its header), and several specs add `AppState.swift`, `AppAction.swift` and `AppReducer.swift`.
/// Generated tests are left out. The plugin lists the same names; keep the two in step.
enum FixedOutputLayout {
    /// The suffixes of a feature's files, appended to the feature name, in the order they are generated.
    static let layerSuffixes = [
        "Models.swift", "State.swift", "Action.swift", "Reducer.swift", "Effects.swift", "Middleware.swift",
        "Repository.swift",
    ]

    /// The feature name a spec file promises: its file name up to the first dot (`Counter.redux.yaml`
    /// gives `Counter`).
    static func featureName(promisedBy specFile: String) -> String {
        let fileName = (specFile as NSString).lastPathComponent
        return String(fileName.prefix { $0 != "." })
    }

    /// An error for every spec whose feature would be generated under another name than its file name's.
    static func nameMismatches(in specs: [FeatureSpec]) -> [Diagnostic] {
        specs.compactMap { spec in
            let promised = featureName(promisedBy: spec.file)
            guard spec.swiftName != promised else { return nil }
            let fileName = (spec.file as NSString).lastPathComponent
            return .error(
                "feature '\(spec.name)' must be named '\(promised)' to match its file name '\(fileName)' "
                    + "(the build plugin names the generated files after the spec file); "
                    + "rename the feature or the file",
                at: spec.location
            )
        }
    }

    /// `files` without tests and with a header-only file for every layer a spec does not use.
    static func complete(_ files: [GeneratedFile], specs: [FeatureSpec]) -> [GeneratedFile] {
        let sources = files.filter { $0.root == .sources }
        var completed: [GeneratedFile] = []
        for spec in specs {
            for suffix in layerSuffixes {
                let path = spec.swiftName + suffix
                if let file = sources.first(where: { $0.relativePath == path }) {
                    completed.append(file)
                } else {
                    completed.append(emptyLayer(path: path, spec: spec))
                }
            }
        }
        let featurePaths = Set(completed.map(\.relativePath))
        completed += sources.filter { !featurePaths.contains($0.relativePath) }  // the app files
        return completed
    }

    /// A layer file the spec has nothing for: the generated header and a line saying why it is empty.
    private static func emptyLayer(path: String, spec: FeatureSpec) -> GeneratedFile {
        let text = GeneratedHeader.line(specPath: spec.file) + "\n"
            + "// \(spec.swiftName) declares nothing for this file; it exists so that build tools can name it in advance.\n"
        return GeneratedFile(root: .sources, relativePath: path, contents: text)
    }
}
