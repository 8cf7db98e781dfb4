/// A template and the partials it includes, laid out for rendering: every node of their parsed trees
/// (``MustacheNode``) becomes one instruction in one flat list, in the order the tree is written.
///
/// An instruction holds only integers: where its text is in ``text``, which of ``names`` it looks up,
/// where a section's body ends, which template a partial renders. Rendering walks the list by index, so
/// it takes no reference to a node's text, children or name for each node it renders, as walking the
/// trees did (a feature of 1,000 endpoints renders about three million nodes).
///
/// A section's body is the instructions that follow it, up to its `end`; a template's instructions are a
/// range of the list (``templates``). A partial that names no template is left out, as rendering skips it.
struct MustacheProgram: Sendable {
    /// One node of a parsed template.
    enum Instruction: Sendable {
        /// Text printed as it is: the bytes `start..<end` of ``MustacheProgram/text``.
        case text(start: Int, end: Int)
        /// `{{name}}` (``MustacheNode/variable(_:escaped:)``): the name `names[name]` of the program.
        case variable(name: Int, escaped: Bool)
        /// `{{#name}}`, naming `names[name]`: its body is the instructions after it, up to `end`.
        case section(name: Int, end: Int)
        /// `{{^name}}`, naming `names[name]`: its body is the instructions after it, up to `end`.
        case invertedSection(name: Int, end: Int)
        /// `{{> name}}`: the template ``MustacheProgram/templates``[`template`], its lines indented by
        /// the bytes `indentation` of ``MustacheProgram/text`` (`nil` for a partial tag that shares its line).
        case partial(template: Int, indentation: Range<Int>?)
        /// `{{% CONTENT_TYPE: ... }}`.
        case contentType(escapesHTML: Bool)
    }

    /// Every instruction of every template, each template's together.
    private(set) var instructions: [Instruction] = []
    /// The UTF-8 bytes of every text and partial indentation.
    private(set) var text: [UInt8] = []
    /// The names the instructions look up.
    private(set) var names: [MustacheName] = []
    /// Each template's instructions; the rendered template is the first.
    private(set) var templates: [Range<Int>] = []

    /// The program rendering `root` with `templates`, the parsed templates by name (those `root` includes
    /// among them); `nil` when there is no template `root`.
    init?(rendering root: String, templates parsed: [String: [MustacheNode]]) {
        guard let rootNodes = parsed[root] else { return nil }
        var indexes: [String: Int] = [root: 0]
        var pending: [[MustacheNode]] = [rootNodes]
        var next = 0
        // Templates are laid out in the order their indexes were given, so that `templates[index]` is the
        // template of that index.
        while next < pending.count {
            let start = instructions.count
            append(pending[next]) { name in
                if let index = indexes[name] { return index }
                guard let nodes = parsed[name] else { return nil }
                indexes[name] = pending.count
                pending.append(nodes)
                return pending.count - 1
            }
            templates.append(start..<instructions.count)
            next += 1
        }
    }

    /// Appends the instructions of `nodes`; `templateIndex` gives the index of a partial's template, or
    /// `nil` when there is none.
    private mutating func append(_ nodes: [MustacheNode], templateIndex: (String) -> Int?) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                instructions.append(.text(start: text.count, end: text.count + bytes.count))
                text.append(contentsOf: bytes)
            case .variable(let name, let escaped):
                names.append(name)
                instructions.append(.variable(name: names.count - 1, escaped: escaped))
            case .section(let name, let children):
                appendSection(name, children, inverted: false, templateIndex: templateIndex)
            case .invertedSection(let name, let children):
                appendSection(name, children, inverted: true, templateIndex: templateIndex)
            case .partial(let key, let indentation):
                guard let template = templateIndex(key.name) else { continue }
                let range = indentation.map { text.count..<(text.count + $0.count) }
                text.append(contentsOf: indentation ?? [])
                instructions.append(.partial(template: template, indentation: range))
            case .contentType(let escapesHTML):
                instructions.append(.contentType(escapesHTML: escapesHTML))
            }
        }
    }

    /// Appends a section and its body, the section's `end` set once the body is laid out.
    private mutating func appendSection(
        _ name: MustacheName, _ children: [MustacheNode], inverted: Bool, templateIndex: (String) -> Int?
    ) {
        names.append(name)
        let nameIndex = names.count - 1
        let position = instructions.count
        instructions.append(.section(name: nameIndex, end: position + 1))
        append(children, templateIndex: templateIndex)
        let end = instructions.count
        instructions[position] = inverted ? .invertedSection(name: nameIndex, end: end) : .section(name: nameIndex, end: end)
    }
}
