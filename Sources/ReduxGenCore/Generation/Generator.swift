/// The generation pipeline after the specs are read: each `FeatureSpec` is resolved (the Model stage),
/// turned into a template context, and rendered into `GeneratedFile`s.
///
/// Output depends only on the specs, the templates and the options, so it is byte-identical across runs
/// and machines.
public struct Generator: Sendable {
    /// The templates files are rendered with.
    public let templates: TemplateSet
    /// The access level and test module of the run.
    public let options: GenerationOptions

    /// The renderer given at creation, whose templates are already parsed; `nil` parses `templates`
    /// once per `generate` call.
    private let renderer: TemplateRenderer?

    /// Creates a generator.
    public init(templates: TemplateSet = .builtIn, options: GenerationOptions) {
        self.templates = templates
        self.options = options
        self.renderer = nil
    }

    /// Creates a generator rendering with `renderer`, so templates a caller has already parsed (and
    /// checked) are not parsed again.
    public init(renderer: TemplateRenderer, options: GenerationOptions) {
        self.templates = renderer.templates
        self.options = options
        self.renderer = renderer
    }

    /// Every file the specs generate: per feature its sources and tests, and with several specs the app
    /// files composing them. Specs come in the order given; the files of each follow a fixed order.
    ///
    /// - Throws: the template errors, or the specs the generator cannot handle, as located diagnostics.
    public func generate(_ specs: [FeatureSpec]) throws(DiagnosticsError) -> [GeneratedFile] {
        let problems = GenerationChecks.diagnostics(for: specs)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let renderer: TemplateRenderer
        if let prepared = self.renderer {
            renderer = prepared
        } else {
            renderer = try TemplateRenderer(templates: templates)
        }
        let resolver = FeatureResolver(access: options.access, testModule: options.testModule)
        var files: [GeneratedFile] = []
        var features: [ResolvedFeature] = []
        for spec in specs.map({ $0.indexingNames() }) {
            let feature = resolver.resolve(spec, specPath: spec.file)
            features.append(feature)
            let context = RenderContext(FeatureContext.make(feature))
            for output in FeatureOutputs.outputs(for: feature) {
                let text = try renderer.render(templateNamed: output.template, context: context)
                files.append(GeneratedFile(root: output.root, relativePath: feature.name + output.suffix, contents: text))
            }
        }
        if features.count > 1 {
            let context = RenderContext(AppContext.make(features, access: options.access, testModule: options.testModule))
            for template in AppContext.templates {
                let text = try renderer.render(templateNamed: template.name, context: context)
                files.append(GeneratedFile(root: template.root, relativePath: template.name + ".swift", contents: text))
            }
        }
        return files
    }
}

/// Which templates render a feature's files, and where the files go.
enum FeatureOutputs {
    struct Output: Equatable {
        var template: String
        var root: OutputRoot
        /// Appended to the feature's name: `State.swift` gives `FeedState.swift`.
        var suffix: String
    }

    /// The files of `feature`: models only when it has models, effects and repository only when it has
    /// endpoints.
    static func outputs(for feature: ResolvedFeature) -> [Output] {
        var outputs: [Output] = []
        if !feature.models.isEmpty { outputs.append(Output(template: "Models", root: .sources, suffix: "Models.swift")) }
        outputs.append(Output(template: "State", root: .sources, suffix: "State.swift"))
        outputs.append(Output(template: "Action", root: .sources, suffix: "Action.swift"))
        outputs.append(Output(template: "Reducer", root: .sources, suffix: "Reducer.swift"))
        if !feature.endpoints.isEmpty {
            outputs.append(Output(template: "Effects", root: .sources, suffix: "Effects.swift"))
            outputs.append(Output(template: "Repository", root: .sources, suffix: "Repository.swift"))
        }
        outputs.append(Output(template: "Tests", root: .tests, suffix: "Tests.swift"))
        return outputs
    }
}
