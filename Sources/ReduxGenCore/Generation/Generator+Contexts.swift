extension Generator {
    /// The contexts the templates of `specs` are rendered with: what `generate` gives the renderer, built by
    /// the same code, without parsing or rendering any template.
    ///
    /// The specs must come from `SpecReader`, as for `generate`, whose module checks run here too.
    ///
    /// - Throws: clashes between the specs, or a file of the team's that another file has the path of, as
    ///   located diagnostics: what `generate` refuses before it renders.
    public func contexts(for specs: [FeatureSpec]) throws(DiagnosticsError) -> TemplateContexts {
        let problems = ModuleChecks.diagnostics(for: specs)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let run = try resolve(specs)
        try checkClashes(plannedFiles(of: run))
        return TemplateContexts(
            features: run.features.map { TemplateContexts.Feature(name: $0.feature.name, context: $0.context) },
            app: run.app
        )
    }

    /// The resolved features of a run, each with its context, and the app context when any template is
    /// rendered once per app.
    struct ResolvedRun {
        var features: [(feature: ResolvedFeature, context: TemplateValue)]
        var app: TemplateValue?
    }

    /// Resolves each spec (the Model stage) and builds the contexts of the run: the one place they are made,
    /// for `generate` and `contexts(for:)` alike.
    func resolve(_ specs: [FeatureSpec]) throws(DiagnosticsError) -> ResolvedRun {
        let resolver = FeatureResolver(access: options.access, testModule: options.testModule, sideEffects: options.sideEffects)
        var features: [(feature: ResolvedFeature, context: TemplateValue)] = []
        for spec in AppValueResolver.resolve(specs).specs.map({ $0.indexingNames() }) {
            let feature: ResolvedFeature
            do {
                feature = try resolver.resolve(spec, specPath: spec.file)
            } catch {
                throw DiagnosticsError(.error(error.description, at: .startOfFile(spec.file)))
            }
            features.append((feature, withRunValues(FeatureContext.make(feature))))
        }
        // The built-in app files need several features; a team's `per: app` file is written whatever their number.
        guard features.count > 1 || options.files.contains(where: { $0.scope == .app }) else {
            return ResolvedRun(features: features, app: nil)
        }
        let app = withRunValues(AppContext.make(features.map(\.feature), access: options.access, testModule: options.testModule))
        return ResolvedRun(features: features, app: app)
    }
}
