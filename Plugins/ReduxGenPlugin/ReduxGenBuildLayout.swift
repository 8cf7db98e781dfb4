import Foundation

/// Which files the build plugin reads, and the files `reduxgen --fixed-outputs` writes for them.
///
/// The names must match the tool's `--fixed-outputs` layout (`FixedOutputLayout` in the reduxgen
/// target): a spec `Counter.redux.yaml` gives `Counter` followed by each layer suffix, and several specs
/// add the app files.
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

    /// The feature a spec file must declare: its file name up to the first dot.
    static func featureName(of spec: URL) -> String {
        String(spec.lastPathComponent.prefix { $0 != "." })
    }

    /// Every file reduxgen writes for `specs`, as names inside the output folder.
    static func outputFileNames(forSpecs specs: [URL]) -> [String] {
        var names = specs.flatMap { spec in layerSuffixes.map { featureName(of: spec) + $0 } }
        if specs.count > 1 { names += appFileNames }
        return names
    }
}
