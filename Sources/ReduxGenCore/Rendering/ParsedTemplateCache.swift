import Foundation

/// A renderer's parsed templates, completed as templates are first rendered.
///
/// A user's templates are parsed when the renderer is made, so that their errors are reported before
/// anything is rendered. The unchanged built-ins, which reduxgen's tests parse and check, are parsed
/// only when a template that is rendered is one of them or includes one of them: a run renders only
/// some of the built-ins (the app-level templates need several specs, the middleware ones the middleware
/// flavor). A lock guards the table, so one renderer can render from several threads.
final class ParsedTemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    /// The templates parsed so far, by name.
    private var parsed: [String: [MustacheNode]]
    /// The templates not parsed yet, by name.
    private var unparsed: [String: TemplateSource]
    /// The programs made so far, by the name of the template they render.
    private var programs: [String: MustacheProgram] = [:]

    /// A cache holding the templates `parsed` already and parsing those of `unparsed` when needed.
    init(parsed: [String: [MustacheNode]], unparsed: [String: TemplateSource]) {
        self.parsed = parsed
        self.unparsed = unparsed
    }

    /// The parsed templates, with `name` and every partial it includes (directly or through other
    /// partials) among them, or `nil` when there is no template `name`. A partial that names no template
    /// is left out, as rendering skips it. Throws the error of a template that does not parse.
    func templates(forRendering name: String) throws(DiagnosticsError) -> [String: [MustacheNode]]? {
        lock.lock()
        defer { lock.unlock() }
        return try parsedTemplates(forRendering: name)
    }

    /// The program rendering the template `name` (``MustacheProgram``), made when first asked for, or
    /// `nil` when there is no template `name`. Throws the error of a template that does not parse.
    func program(forRendering name: String) throws(DiagnosticsError) -> MustacheProgram? {
        lock.lock()
        defer { lock.unlock() }
        if let program = programs[name] { return program }
        guard let templates = try parsedTemplates(forRendering: name),
              let program = MustacheProgram(rendering: name, templates: templates) else { return nil }
        programs[name] = program
        return program
    }

    /// ``templates(forRendering:)``, the lock held.
    private func parsedTemplates(forRendering name: String) throws(DiagnosticsError) -> [String: [MustacheNode]]? {
        guard parsed[name] != nil || unparsed[name] != nil else { return nil }
        var pending = [name]
        var visited: Set<String> = []
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, let nodes = try nodes(of: next) else { continue }
            Self.collectPartials(in: nodes, into: &pending)
        }
        return parsed
    }

    /// The parsed template `name`, parsing it now if it was not yet; `nil` when there is none.
    private func nodes(of name: String) throws(DiagnosticsError) -> [MustacheNode]? {
        if let nodes = parsed[name] { return nodes }
        guard let source = unparsed.removeValue(forKey: name) else { return nil }
        let nodes = try TemplateParser.parse(source).get()
        parsed[name] = nodes
        return nodes
    }

    /// Appends the name of every partial `nodes` include, inside sections too.
    private static func collectPartials(in nodes: [MustacheNode], into names: inout [String]) {
        for node in nodes {
            switch node {
            case .partial(let key, _):
                names.append(key.name)
            case .section(_, let children), .invertedSection(_, let children):
                collectPartials(in: children, into: &names)
            case .text, .variable, .contentType:
                break
            }
        }
    }
}
