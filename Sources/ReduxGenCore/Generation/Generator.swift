import Foundation

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
    /// files composing them; then the files of the team's own templates (`options.files`), each feature's
    /// after its built-in ones and the app's at the end. Specs come in the order given; the files of each
    /// follow a fixed order.
    ///
    /// The specs must come from `SpecReader`, which validates each and checks them together
    /// (`ModuleChecks`); the generator runs the same module checks again, so specs that are only valid
    /// one by one are refused here exactly as `reduxgen validate` refuses them.
    ///
    /// - Throws: the template errors, clashes between the specs, or a file of the team's that another file
    ///   has the path of, as located diagnostics.
    public func generate(_ specs: [FeatureSpec]) throws(DiagnosticsError) -> [GeneratedFile] {
        let problems = ModuleChecks.diagnostics(for: specs)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let renderer: TemplateRenderer
        if let prepared = self.renderer {
            renderer = prepared
        } else {
            renderer = try TemplateRenderer(templates: templates)
        }
        let plan = plannedFiles(of: try resolve(specs))
        try checkClashes(plan)
        var files: [GeneratedFile] = []
        for planned in plan {
            files.append(GeneratedFile(
                root: planned.root,
                relativePath: planned.relativePath,
                utf8: try Self.fileBytes(
                    rendering: planned.template, with: renderer, context: planned.context, specPath: planned.specPath)
            ))
        }
        return files
    }

    /// A file a run writes, before it is rendered: where it goes, the template and context it is rendered
    /// from, and what writes it, for the message when a team's file has the path of another.
    struct PlannedFile {
        var root: OutputRoot
        var relativePath: String
        var template: String
        var context: RenderContext
        var specPath: String
        var writer: FileWriter
    }

    /// Every file of `run`, in the order `generate` returns them: per feature its built-in files, then the
    /// team's per-feature files; then the app's built-in files (with several features) and the team's
    /// per-app files.
    func plannedFiles(of run: ResolvedRun) -> [PlannedFile] {
        var plan: [PlannedFile] = []
        for (feature, featureContext) in run.features {
            let context = RenderContext(featureContext)
            for output in FeatureOutputs.outputs(for: feature, options: options) {
                plan.append(PlannedFile(
                    root: output.root, relativePath: output.prefix + feature.name + output.suffix,
                    template: output.template, context: context, specPath: feature.specPath,
                    writer: .builtIn(output.template)))
            }
            for file in options.files where file.scope == .feature {
                plan.append(PlannedFile(
                    root: file.root(mocksHaveOwnFolder: options.mocksHaveOwnFolder),
                    relativePath: file.output.path(feature: feature.name),
                    template: file.template, context: context, specPath: feature.specPath, writer: .team(file)))
            }
        }
        if let appContext = run.app {
            let context = RenderContext(appContext)
            let specPaths = run.features.map(\.feature.specPath).joined(separator: ", ")
            // The built-in app files compose several features; a team's app file (a registration of every
            // feature, say) is written whatever their number.
            for template in run.features.count > 1 ? AppContext.templates : [] {
                plan.append(PlannedFile(
                    root: template.root, relativePath: template.name + ".swift", template: template.name,
                    context: context, specPath: specPaths, writer: .builtIn(template.name)))
            }
            for file in options.files where file.scope == .app {
                plan.append(PlannedFile(
                    root: file.root(mocksHaveOwnFolder: options.mocksHaveOwnFolder),
                    relativePath: file.output.path(feature: ""),
                    template: file.template, context: context, specPath: specPaths, writer: .team(file)))
            }
        }
        return plan
    }

    /// Throws an error at the entry of `files:` for each team file another file of `plan` has the path of,
    /// unless `options.checksFileClashes` is off (the build plugin's run checks its own names).
    func checkClashes(_ plan: [PlannedFile]) throws(DiagnosticsError) {
        guard options.checksFileClashes else { return }
        let files = plan.map { GeneratedFile(root: $0.root, relativePath: $0.relativePath, utf8: Data()) }
        let clashes = Self.clashes(files, writers: plan.map(\.writer))
        if !clashes.isEmpty { throw DiagnosticsError(clashes) }
    }

    /// What writes a generated file.
    public enum FileWriter: Sendable {
        case builtIn(String)
        case team(FileTemplate)

        var description: String {
            switch self {
            case .builtIn(let name): "the built-in template '\(name)'"
            case .team(let file): "the entry of 'files:' at \(file.location) (template '\(file.template)')"
            }
        }
    }

    /// An error at the entry of `files:` for each file of the team's whose path another file has in the same
    /// output folder, compared ignoring case as a case-insensitive disk (macOS's default) does.
    public static func clashes(_ files: [GeneratedFile], writers: [FileWriter]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            let key = file.root.rawValue + "/" + file.relativePath.lowercased()
            guard let earlier = first[key] else {
                first[key] = index
                continue
            }
            // Built-in files never clash with each other: specs that would make them are refused before.
            let (team, other): (FileTemplate, FileWriter)
            if case .team(let file) = writers[index] {
                (team, other) = (file, writers[earlier])
            } else if case .team(let file) = writers[earlier] {
                (team, other) = (file, writers[index])
            } else {
                continue
            }
            diagnostics.append(.error(
                "the file '\(file.relativePath)' this entry writes into \(file.root.rawValue) is also written by \(other.description); "
                    + "give it a name of its own",
                at: team.location))
        }
        return diagnostics
    }

    /// The modules generated tests import besides the one they test (`@testable import`), sorted as
    /// swift-format wants them: the runtime, its testing library, Foundation, Testing, and the mocks'
    /// module when the mocks have a folder (and so a target) of their own.
    var testImports: [String] {
        (["Foundation", "ReduxRuntime", "ReduxRuntimeTesting", "Testing"] + [options.mocksModule].compactMap { $0 }).sorted()
    }

    /// The modules a public mock repository imports, the tested module among them, sorted as swift-format
    /// wants them (a module named `Features` comes before `Foundation`).
    var mockImports: [String] {
        (["Foundation", "ReduxRuntime"] + [options.testModule]).sorted()
    }

    /// `context` with what comes from the run rather than the specs: `testImports` and `mockImports`, which the
    /// tests templates print, and the team's `parameters` (empty without any, so that the key always exists).
    func withRunValues(_ context: TemplateValue) -> TemplateValue {
        guard case .dictionary(var values) = context else { return context }
        values["testImports"] = .array(testImports.map { .string($0) })
        values["mockImports"] = .array(mockImports.map { .string($0) })
        values["parameters"] = .dictionary(options.parameters)
        return .dictionary(values)
    }

    /// The bytes of the file the template `name` renders: the generated-file marker, which the generator
    /// writes itself so that later runs always recognise their own files, whatever the templates (and the
    /// `_header` partial) print; then the rendered text, with lines longer than the line width wrapped by the
    /// one rule of `SwiftLineWrapper`.
    static func fileBytes(
        rendering name: String, with renderer: TemplateRenderer, context: RenderContext, specPath: String
    ) throws(DiagnosticsError) -> Data {
        let text = try renderer.render(templateNamed: name, context: context)
        return Data((GeneratedHeader.line(specPath: specPath) + "\n" + SwiftLineWrapper.wrap(text)).utf8)
    }
}

/// Which templates render a feature's files, and where the files go.
enum FeatureOutputs {
    struct Output: Equatable {
        var template: String
        var root: OutputRoot
        /// Put before the feature's name: `Mock` gives `MockFeedRepository.swift`.
        var prefix = ""
        /// Appended to the feature's name: `State.swift` gives `FeedState.swift`.
        var suffix: String
    }

    /// The files of `feature`: models only when it has models, effects (or the middleware, in the
    /// middleware flavor), repository and mock repository only when it has endpoints. The mock repository
    /// goes with the tests, or to the mocks folder.
    static func outputs(for feature: ResolvedFeature, options: GenerationOptions) -> [Output] {
        var outputs: [Output] = []
        if !feature.models.isEmpty { outputs.append(Output(template: "Models", root: .sources, suffix: "Models.swift")) }
        outputs.append(Output(template: "State", root: .sources, suffix: "State.swift"))
        outputs.append(Output(template: "Action", root: .sources, suffix: "Action.swift"))
        outputs.append(Output(template: "Reducer", root: .sources, suffix: "Reducer.swift"))
        if !feature.endpoints.isEmpty {
            if feature.sideEffects == .middleware {
                outputs.append(Output(template: "Middleware", root: .sources, suffix: "Middleware.swift"))
            } else {
                outputs.append(Output(template: "Effects", root: .sources, suffix: "Effects.swift"))
            }
            outputs.append(Output(template: "Repository", root: .sources, suffix: "Repository.swift"))
        }
        if !feature.endpoints.isEmpty {
            let root: OutputRoot = options.mocksHaveOwnFolder ? .mocks : .tests
            outputs.append(Output(template: "MockRepository", root: root, prefix: "Mock", suffix: "Repository.swift"))
        }
        outputs.append(Output(template: "Tests", root: .tests, suffix: "Tests.swift"))
        return outputs
    }
}
