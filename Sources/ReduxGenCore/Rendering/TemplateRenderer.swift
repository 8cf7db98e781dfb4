import Mustache

/// Renders templates with a context value: the Rendering stage's entry point.
///
/// Templates are parsed and checked once, when the renderer is made, and rendered by swift-mustache with
/// standard Mustache semantics. Rendering is deterministic: the same templates and context always give the
/// same text. Nothing is escaped: `{{name}}` and `{{{name}}}` both print the value as it is, as Swift source
/// needs.
public struct TemplateRenderer: Sendable {
    /// The templates this renderer renders.
    public let templates: TemplateSet
    /// Warnings found while preparing the templates (an ignored file in the templates folder, say).
    public let warnings: [Diagnostic]

    private let library: MustacheLibrary

    /// A renderer for `templates`. Throws every syntax error and every bad partial inclusion, each at
    /// its place (`Templates/State.mustache:3:5: error: ...`), together with any warnings.
    public init(templates: TemplateSet = .builtIn, warnings: [Diagnostic] = []) throws(DiagnosticsError) {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: warnings)
        var library = MustacheLibrary()
        for template in templates.templates {
            switch TemplateParser.parse(template) {
            case .success(let parsed): library.register(parsed, named: template.name)
            case .failure(let error): collector.append(contentsOf: error.diagnostics)
            }
        }
        collector.append(contentsOf: PartialGraphCheck(templates: templates).diagnostics())
        if collector.hasErrors { throw DiagnosticsError(collector.sorted) }
        self.templates = templates
        self.warnings = collector.sorted
        self.library = library
    }

    /// The warnings a renderer for `templates` reports when they parse without errors, found without
    /// parsing them: for a run that can skip rendering (an unchanged no-op regeneration).
    public static func warnings(for templates: TemplateSet, warnings: [Diagnostic] = []) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: warnings)
        collector.append(contentsOf: PartialGraphCheck(templates: templates).diagnostics())
        return collector.sorted
    }

    /// A renderer for the built-in templates overridden by the files in `overridesDirectory`
    /// (`--templates DIR`), or for the built-ins alone when it is `nil`.
    public init(overridesDirectory: String?) throws(DiagnosticsError) {
        let loaded = try TemplateSet.builtIn(overriddenBy: overridesDirectory)
        try self.init(templates: loaded.templates, warnings: loaded.warnings)
    }

    /// The text of the template `name` rendered with `context` (usually a dictionary).
    ///
    /// Throws when there is no template of that name.
    public func render(templateNamed name: String, context: TemplateValue) throws(DiagnosticsError) -> String {
        try render(templateNamed: name, context: RenderContext(context))
    }

    /// The text of the template `name` rendered with a context prepared once for several templates.
    ///
    /// Throws when there is no template of that name.
    public func render(templateNamed name: String, context: RenderContext) throws(DiagnosticsError) -> String {
        guard let text = library.render(context.mustacheValue, withTemplate: name) else {
            let hint = Suggestion.didYouMean(name, among: templates.names)
            throw DiagnosticsError(.error("no template named '\(name)'\(hint)", at: nil))
        }
        return text
    }
}
