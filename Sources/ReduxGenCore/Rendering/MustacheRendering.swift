/// One rendering of a parsed template: walks its nodes with a stack of contexts and writes the text.
///
/// Names are looked up by the keys the parser made of them, with one binary search over a dictionary's key
/// hashes per context on the stack, innermost first (see ``TemplateDictionary``). Whitespace
/// follows swift-mustache: a standalone partial's indentation goes before each piece of the partial's
/// output that starts a line.
///
/// The text is written as UTF-8 bytes into one buffer, which costs a copy per piece; appending each piece to
/// a `String` cost several times more. Template text is kept as bytes since parsing, and a string value's
/// bytes are copied from its contiguous storage rather than read through a `String.UTF8View` one by one.
struct MustacheRendering {
    /// Everything that holds while rendering one list of nodes.
    struct Scope {
        /// What each line of an indented standalone partial starts with (UTF-8).
        var indentation: [UInt8]?
        /// The position in the innermost loop, when the nodes are a loop's body.
        var loop: MustacheLoopPosition?
        /// Whether `{{name}}` is HTML-escaped (after `{{% CONTENT_TYPE: HTML }}`).
        var escapesHTML = false
    }

    /// The templates partials name, by their keys.
    let templates: [TemplateKey: [MustacheNode]]
    /// What is written so far, in UTF-8.
    private var bytes: [UInt8] = []
    private var stack: [TemplateValue]
    /// Indentation to write before the next text written, if any is.
    private var pendingIndentation: [UInt8]?

    /// A rendering that writes after what `buffer` holds, reusing its storage.
    init(templates: [String: [MustacheNode]], context: TemplateValue, buffer: consuming [UInt8] = []) {
        self.templates = Dictionary(uniqueKeysWithValues: templates.map { (TemplateKey($0.key), $0.value) })
        stack = [context]
        bytes = consume buffer
    }

    /// What is written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// What is written so far, as UTF-8, handed over without a copy.
    consuming func outputBytes() -> [UInt8] { bytes }

    mutating func render(_ nodes: [MustacheNode], scope: Scope) {
        var scope = scope
        let start = bytes.count
        guard let indentation = scope.indentation, !indentation.isEmpty else {
            for node in nodes {
                render(node, scope: &scope)
            }
            return
        }
        for node in nodes {
            if endsLine(since: start) {
                pendingIndentation = indentation
                render(node, scope: &scope)
                pendingIndentation = nil
            } else {
                render(node, scope: &scope)
            }
        }
    }

    private mutating func render(_ node: MustacheNode, scope: inout Scope) {
        switch node {
        case .text(let text):
            write(bytes: text)
        case .variable(let name, let escaped):
            guard let value = resolve(name, scope: scope) else { return }
            if case .string(let text) = value, !(escaped && scope.escapesHTML) {
                write(text)
                return
            }
            let text = value.renderedText
            write(escaped && scope.escapesHTML ? TemplateValue.htmlEscaped(text) : text)
        case .section(let name, let children):
            renderSection(resolve(name, scope: scope), children, scope: scope)
        case .invertedSection(let name, let children):
            renderInvertedSection(resolve(name, scope: scope), children, scope: scope)
        case .partial(let key, let indentation):
            guard let nodes = templates[key] else { return }
            let combined = indentation.map { (scope.indentation ?? []) + $0 } ?? scope.indentation
            render(nodes, scope: Scope(indentation: combined))
        case .contentType(let escapesHTML):
            scope.escapesHTML = escapesHTML
        }
    }

    private mutating func renderSection(_ value: TemplateValue?, _ children: [MustacheNode], scope: Scope) {
        switch value {
        case nil, .bool(false):
            break
        case .bool(true):
            render(children, scope: scope)
        case .array(let items):
            for (index, item) in items.enumerated() {
                var inner = scope
                inner.loop = MustacheLoopPosition(index: index, isLast: index == items.count - 1)
                stack.append(item)
                render(children, scope: inner)
                stack.removeLast()
            }
        case .some(let value):
            renderPushing(value, children, scope: scope)
        }
    }

    private mutating func renderInvertedSection(_ value: TemplateValue?, _ children: [MustacheNode], scope: Scope) {
        switch value {
        case nil, .bool(false):
            render(children, scope: scope)
        case .array(let items) where items.isEmpty:
            renderPushing(.array(items), children, scope: scope)
        default:
            break
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ children: [MustacheNode], scope: Scope) {
        var inner = scope
        inner.loop = nil
        stack.append(value)
        render(children, scope: inner)
        stack.removeLast()
    }

    /// The value `name` names here, transforms applied; `nil` when there is none.
    private func resolve(_ name: MustacheName, scope: Scope) -> TemplateValue? {
        if let key = name.singleStackKey {
            return lookUpInStack(key)
        }
        // Transforms apply innermost (last) first. They are read by index: popping them off a slice of the
        // name's array copied the array at each tag.
        let transforms = name.transforms
        var next = transforms.count - 1
        var value: TemplateValue
        switch name.anchor {
        case .loopPosition:
            guard let loop = scope.loop, next >= 0,
                  let position = MustacheTransforms.apply(transforms[next], to: loop) else { return nil }
            next -= 1
            value = position
        case .top:
            guard let found = Self.lookUp(name.path[...], in: stack[stack.count - 1]) else { return nil }
            value = found
        case .stack:
            guard let first = name.path.first else {
                value = stack[stack.count - 1]
                break
            }
            guard let found = lookUpInStack(first), let inner = Self.lookUp(name.path.dropFirst(), in: found) else {
                return nil
            }
            value = inner
        }
        while next >= 0 {
            guard let transformed = MustacheTransforms.apply(transforms[next], to: value) else { return nil }
            value = transformed
            next -= 1
        }
        return value
    }

    /// `key` in the innermost context that has it; `nil` when none has, or when a closed dictionary lacks it
    /// before one does.
    private func lookUpInStack(_ key: TemplateKey) -> TemplateValue? {
        var level = stack.count - 1
        while level >= 0 {
            switch stack[level].contextAnswer(for: key) {
            case .found(let value): return value
            case .absentHere: level -= 1
            case .absentEverywhere: return nil
            }
        }
        return nil
    }

    private static func lookUp(_ path: ArraySlice<TemplateKey>, in value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in path {
            guard case .dictionary(let values) = value, let found = values[key] else { return nil }
            value = found
        }
        return value
    }

    /// Whether what this list of nodes wrote so far ends a line (with `\n`, not `\r\n`).
    private func endsLine(since start: Int) -> Bool {
        let written = bytes.count - start
        guard written > 0, bytes.last == UInt8(ascii: "\n") else { return false }
        return written < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r")
    }

    private mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        writePendingIndentation()
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func write(bytes text: [UInt8]) {
        guard !text.isEmpty else { return }
        writePendingIndentation()
        bytes.append(contentsOf: text)
    }

    private mutating func writePendingIndentation() {
        if let indentation = pendingIndentation {
            bytes.append(contentsOf: indentation)
            pendingIndentation = nil
        }
    }
}
