/// One rendering of a template: walks its program (``MustacheProgram``) with a stack of contexts and
/// writes the text.
///
/// Names are looked up by the keys the parser made of them in each context on the stack, innermost first
/// (see ``TemplateDictionary``): at the entry where the tag last found its name, else by a binary search over
/// the dictionary's key numbers (``lookUpInStack(_:name:)``). Whitespace
/// follows swift-mustache: a standalone partial's indentation goes before each piece of the partial's
/// output that starts a line.
///
/// The text is written as UTF-8 bytes into one ``RenderBuffer``, which costs a copy per piece; appending
/// each piece to a `String` cost several times more. Template text is kept as bytes since parsing, and a
/// string value's bytes are copied from its contiguous storage rather than read through a
/// `String.UTF8View` one by one.
struct MustacheRendering {
    /// Everything that holds while rendering one list of instructions.
    struct Scope {
        /// How many bytes of ``MustacheRendering/indentation`` each line of an indented standalone partial
        /// starts with; 0 when lines are not indented.
        var indentation = 0
        /// The position in the innermost loop, when the instructions are a loop's body.
        var loop: MustacheLoopPosition?
        /// Whether `{{name}}` is HTML-escaped (after `{{% CONTENT_TYPE: HTML }}`).
        var escapesHTML = false
    }

    /// The template and its partials.
    let program: MustacheProgram
    /// What is written so far, in UTF-8.
    private let bytes: RenderBuffer
    private var stack: [TemplateValue]
    /// The indentation of the standalone partials being rendered, outermost first: a partial inside
    /// another indents its lines by both, so a scope's indentation is always the first bytes of this.
    private var indentation: [UInt8] = []
    /// How many bytes of `indentation` to write before the next text written, if any is.
    private var pendingIndentation = 0
    /// For each name of the program, the entry where the innermost context last had it (see
    /// ``lookUpInStack(_:name:)``); room for every name, valid while ``render()`` runs.
    private var entryHints = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    /// A rendering of `program` that writes after what `buffer` holds.
    init(program: MustacheProgram, context: TemplateValue, into buffer: RenderBuffer) {
        self.program = program
        stack = [context]
        bytes = buffer
    }

    /// Renders the program's template.
    mutating func render() {
        guard let template = program.templates.first else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: program.names.count) { hints in
            hints.initialize(repeating: 0)
            entryHints = hints
            render(template, scope: Scope())
            entryHints = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
    }

    /// Renders the instructions `range`, one list: a template's or a section's body.
    private mutating func render(_ range: Range<Int>, scope: Scope) {
        var scope = scope
        let start = bytes.count
        var index = range.lowerBound
        guard scope.indentation > 0 else {
            while index < range.upperBound {
                index = render(at: index, scope: &scope)
            }
            return
        }
        while index < range.upperBound {
            if endsLine(since: start) {
                pendingIndentation = scope.indentation
                index = render(at: index, scope: &scope)
                pendingIndentation = 0
            } else {
                index = render(at: index, scope: &scope)
            }
        }
    }

    /// Renders the instruction at `index` (with a section, its body); returns the index of the instruction
    /// after it in the same list.
    ///
    /// Inlined into the loops over a list, which run it for each instruction a rendering executes: as a call
    /// of its own, its entry and exit were about a tenth of rendering's instructions.
    @inline(__always)
    private mutating func render(at index: Int, scope: inout Scope) -> Int {
        switch program.instructions[index] {
        case .text(let start, let end):
            write(start..<end)
            return index + 1
        case .variable(let name, let escaped):
            if let key = program.names[name].singleStackKey, !(escaped && scope.escapesHTML),
               case .text(let text) = lookUpInStack(key, name: name) {
                write(text)
                return index + 1
            }
            guard let value = resolve(name, scope: scope) else { return index + 1 }
            if case .string(let text) = value, !(escaped && scope.escapesHTML) {
                write(text)
                return index + 1
            }
            let text = value.renderedText
            write(escaped && scope.escapesHTML ? TemplateValue.htmlEscaped(text) : text)
            return index + 1
        case .section(let name, let end):
            guard let key = program.names[name].singleStackKey else {
                renderSection(resolve(name, scope: scope), index + 1..<end, scope: scope)
                return end
            }
            switch lookUpInStack(key, name: name) {
            case .nothing, .flag(false): break
            case .flag(true): render(index + 1..<end, scope: scope)
            case .text(let text): renderSection(.string(text), index + 1..<end, scope: scope)
            case .value(let value): renderSection(value, index + 1..<end, scope: scope)
            }
            return end
        case .invertedSection(let name, let end):
            guard let key = program.names[name].singleStackKey else {
                renderInvertedSection(resolve(name, scope: scope), index + 1..<end, scope: scope)
                return end
            }
            switch lookUpInStack(key, name: name) {
            case .nothing, .flag(false): render(index + 1..<end, scope: scope)
            case .flag(true), .text: break
            case .value(let value): renderInvertedSection(value, index + 1..<end, scope: scope)
            }
            return end
        case .partial(let template, let partialIndentation):
            let outer = indentation.count
            if let partialIndentation {
                program.text.withUnsafeBufferPointer { indentation.append(contentsOf: UnsafeBufferPointer(rebasing: $0[partialIndentation])) }
            }
            render(program.templates[template], scope: Scope(indentation: indentation.count))
            indentation.removeSubrange(outer...)
            return index + 1
        case .contentType(let escapesHTML):
            scope.escapesHTML = escapesHTML
            return index + 1
        }
    }

    private mutating func renderSection(_ value: TemplateValue?, _ body: Range<Int>, scope: Scope) {
        switch value {
        case nil, .bool(false):
            break
        case .bool(true):
            render(body, scope: scope)
        case .array(let items):
            for (index, item) in items.enumerated() {
                var inner = scope
                inner.loop = MustacheLoopPosition(index: index, isLast: index == items.count - 1)
                stack.append(item)
                render(body, scope: inner)
                stack.removeLast()
            }
        case .some(let value):
            renderPushing(value, body, scope: scope)
        }
    }

    private mutating func renderInvertedSection(_ value: TemplateValue?, _ body: Range<Int>, scope: Scope) {
        switch value {
        case nil, .bool(false):
            render(body, scope: scope)
        case .array(let items) where items.isEmpty:
            renderPushing(.array(items), body, scope: scope)
        default:
            break
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ body: Range<Int>, scope: Scope) {
        var inner = scope
        inner.loop = nil
        stack.append(value)
        render(body, scope: inner)
        stack.removeLast()
    }

    /// The value of the program's name `nameIndex` here, transforms applied; `nil` when there is none.
    private func resolve(_ nameIndex: Int, scope: Scope) -> TemplateValue? {
        let name = program.names[nameIndex]
        if let key = name.singleStackKey {
            return lookUpInStack(key, name: nameIndex).value
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
            guard let found = lookUpInStack(first, name: nameIndex).value, let inner = Self.lookUp(name.path.dropFirst(), in: found) else {
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
    ///
    /// The elements of a loop are dictionaries made alike, so a name is most often at the same entry of the
    /// innermost context as the last time the tag `name` looked: that entry is tried first, and the binary
    /// search runs, and the entry is kept for next time, only when it holds another key.
    ///
    /// Inlined where tags are rendered: returned from a call, what it found went through memory, and a
    /// template value was copied into it and out again.
    @inline(__always)
    private func lookUpInStack(_ key: TemplateKey, name: Int) -> Found {
        var level = stack.count - 1
        while level >= 0 {
            switch stack[level].contextAnswer(for: key, hint: &entryHints[name]) {
            case .found(let value): return .value(value)
            case .flag(let flag): return .flag(flag)
            case .text(let text): return .text(text)
            case .absentHere: level -= 1
            case .absentEverywhere: return .nothing
            }
        }
        return .nothing
    }

    /// What ``lookUpInStack(_:name:)`` found: a section or inverted section reads a flag, and a tag prints a
    /// string, without a copy of the value as a template value.
    private enum Found {
        /// No context has the name, or a closed one lacks it first.
        case nothing
        /// The name's value is this boolean.
        case flag(Bool)
        /// The name's value is this string.
        case text(String)
        /// The name's value, which is neither a boolean nor a string.
        case value(TemplateValue)

        /// The value found, as a template value; `nil` for nothing.
        var value: TemplateValue? {
            switch self {
            case .nothing: nil
            case .flag(let flag): .bool(flag)
            case .text(let text): .string(text)
            case .value(let value): value
            }
        }
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
        // A native string's bytes are read where they are; copying the string into a variable for
        // `withUTF8` took a reference to its storage for every value written.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append($0) }) != nil { return }
        var contiguous = text
        contiguous.withUTF8 { bytes.append($0) }
    }

    /// Writes the bytes `range` of the program's text. Inlined, as it runs for each piece of a template's text.
    @inline(__always)
    private mutating func write(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        writePendingIndentation()
        program.text.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private mutating func writePendingIndentation() {
        if pendingIndentation > 0 {
            indentation.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[..<pendingIndentation])) }
            pendingIndentation = 0
        }
    }
}
