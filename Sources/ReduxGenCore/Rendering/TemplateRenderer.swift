/// Renders templates with a context value: the Rendering stage's entry point.
///
/// A user's templates are parsed and checked once, when the renderer is made; the unchanged built-ins,
/// which the tests check, are parsed once each, when first rendered. Rendering then only walks the parsed
/// templates, so one renderer can render many files fast. Rendering is deterministic:
/// the same templates and context always give the same text. Nothing is escaped: `{{name}}` and
/// `{{{name}}}` both print the value as it is, as Swift source needs.
public struct TemplateRenderer: Sendable {
    /// The templates this renderer renders.
    public let templates: TemplateSet
    /// Warnings found while preparing the templates (an ignored file in the templates folder, say).
    public let warnings: [Diagnostic]

    /// The templates, parsed: a user's when the renderer is made, the unchanged built-ins when first
    /// rendered (``ParsedTemplateCache``).
    private let parsed: ParsedTemplateCache

    /// A renderer for `templates`. Throws every syntax error and every bad partial inclusion, each at
    /// its place (`Templates/State.mustache:3:5: error: ...`), together with any warnings.
    ///
    /// The unchanged built-in templates are not parsed here: the tests check that they parse, and a run
    /// parses only those it renders.
    public init(templates: TemplateSet = .builtIn, warnings: [Diagnostic] = []) throws(DiagnosticsError) {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: warnings)
        var parsed: [String: [MustacheNode]] = [:]
        var unparsed: [String: TemplateSource] = [:]
        for template in templates.templates {
            if TemplateSet.isUnchangedBuiltIn(template) {
                unparsed[template.name] = template
                continue
            }
            switch TemplateParser.parse(template) {
            case .success(let nodes): parsed[template.name] = nodes
            case .failure(let error): collector.append(contentsOf: error.diagnostics)
            }
        }
        collector.append(contentsOf: PartialGraphCheck(templates: templates).diagnostics())
        if collector.hasErrors { throw DiagnosticsError(collector.sorted) }
        self.templates = templates
        self.warnings = collector.sorted
        self.parsed = ParsedTemplateCache(parsed: parsed, unparsed: unparsed)
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
        let buffer = RenderBuffer()
        try render(templateNamed: name, context: context, into: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// Renders the template `name` with `context` as UTF-8 after what `buffer` holds: for the generator, which
    /// writes a file's header into the buffer first and makes the buffer's memory the file's bytes.
    ///
    /// Throws when there is no template of that name.
    func render(templateNamed name: String, context: RenderContext, into buffer: RenderBuffer) throws(DiagnosticsError) {
        guard let program = try parsed.program(forRendering: name) else {
            let hint = Suggestion.didYouMean(name, among: templates.names)
            throw DiagnosticsError(.error("no template named '\(name)'\(hint)", at: nil))
        }
        var rendering = MustacheRendering(program: program, context: context.value, into: buffer)
        rendering.render()
    }
}
