/// The contexts the templates of one run are rendered with, exactly as the renderer is given them:
/// each feature's (with the run's `testImports`, `mockImports` and `parameters`) and, when any template is
/// rendered once per app, the app's. `reduxgen context` prints them.
public struct TemplateContexts: Sendable {
    /// One feature's context.
    public struct Feature: Sendable {
        /// The feature's Swift name (`RepoSearch`), its context's `feature`.
        public var name: String
        /// What every per-feature template of the feature is rendered with.
        public var context: TemplateValue
    }

    /// The features, in the order the specs were given.
    public var features: [Feature]
    /// What the app templates are rendered with; `nil` when the run renders none: one feature and no
    /// `per: app` entry in `files:`.
    public var app: TemplateValue?

    /// Every context as one value: `features`, a dictionary of each feature's context by its name, and
    /// `app` when the run has an app context.
    public var document: TemplateValue {
        var entries: TemplateDictionary = [
            "features": .dictionary(TemplateDictionary(features.map { ($0.name, $0.context) }) { first, _ in first }),
        ]
        if let app { entries["app"] = app }
        return .dictionary(entries)
    }

    /// The context of the feature called `name` (its Swift name, as `feature` holds it).
    ///
    /// - Throws: an error naming the features there are, and the closest one, when none has that name.
    public func feature(named name: String) throws(DiagnosticsError) -> TemplateValue {
        if let feature = features.first(where: { $0.name == name }) { return feature.context }
        let names = features.map(\.name)
        throw DiagnosticsError(.error(
            "no feature '\(name)' in the specs of this run (\(names.joined(separator: ", ")))"
                + Suggestion.didYouMean(name, among: names),
            at: nil))
    }
}
