/// Parses a template's text into ``MustacheNode``s, in one pass.
///
/// It reads the Mustache that reduxgen's templates use, with the exact whitespace rules of
/// swift-mustache (the engine reduxgen used before, whose output it keeps byte for byte): variables,
/// sections, inverted sections, dotted names, `{{.}}`, transforms (`uppercased(name)`), partials,
/// comments, set-delimiter tags and the `CONTENT_TYPE` pragma. Template inheritance (`{{<parent}}`,
/// `{{$block}}`) is refused. Errors are thrown at the place the text stops making sense.
struct MustacheParser {
    /// The deepest nesting of sections a template may have.
    static let maximumSectionDepth = 64

    /// What the parser knows at one level of sections.
    private struct Level {
        var sectionName: String?
        var sectionTransforms: [String] = []
        var atLineStart = true
        var depth = 0
        var startDelimiter: [Character] = ["{", "{"]
        var endDelimiter: [Character] = ["}", "}"]
    }

    private var text: MustacheCharacters

    /// Parses `source`; throws a ``MustacheParseError`` located in `source`.
    static func parse(_ source: String) throws(MustacheParseError) -> [MustacheNode] {
        var parser = MustacheParser(text: MustacheCharacters(source))
        do {
            return try parser.parseLevel(Level())
        } catch {
            let (line, column) = parser.text.lineAndColumn
            throw MustacheParseError(reason: error, line: line, column: column)
        }
    }

    // The structure follows swift-mustache's parser step by step, quirks included (a section's closing
    // tag does not decide whether the line after it starts afresh; its opening tag does), because
    // templates written for it must keep rendering exactly as they did.
    private mutating func parseLevel(_ initial: Level) throws(MustacheParseError.Reason) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        var level = initial
        // Text is kept as UTF-8 bytes, which is what a text node holds.
        var whitespaceBefore: [UInt8] = []
        var plain: [UInt8] = []
        while !text.isAtEnd {
            if level.atLineStart {
                whitespaceBefore = Array(text.readSpacesAndTabs())
            }
            try readUntilTagOrNewline(level, into: &plain)
            if text.isAtNewline {
                nodes.append(.text(whitespaceBefore + plain + text.currentBytes))
                level.atLineStart = true
                text.advance()
                continue
            }
            if !plain.isEmpty {
                nodes.append(.text(whitespaceBefore + plain))
                whitespaceBefore = []
                level.atLineStart = false
            }
            if text.isAtEnd { break }
            var nextLineStarts = false

            func flushWhitespace() {
                if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = []
                }
            }

            // The tag's kind, by its first character: comparing bytes, not `Character`s.
            switch text.currentASCII {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = text.currentASCII == UInt8(ascii: "^")
                let tagStart = text.position - level.startDelimiter.count
                text.advance()
                let name = try parseName(level)
                if level.depth >= Self.maximumSectionDepth {
                    text.position = tagStart
                    throw .nestedTooDeep
                }
                if isStandalone(level) {
                    nextLineStarts = true
                } else {
                    flushWhitespace()
                }
                var inner = level
                inner.sectionName = name.written
                inner.sectionTransforms = name.transforms
                inner.depth += 1
                if !nextLineStarts { inner.atLineStart = false }
                let children = try parseLevel(inner)
                nodes.append(inverted ? .invertedSection(name, children) : .section(name, children))

            case UInt8(ascii: "/"):
                text.advance()
                let namePosition = text.position
                let name = try parseName(level)
                guard name.written == level.sectionName, name.transforms == level.sectionTransforms else {
                    text.position = namePosition
                    throw .sectionCloseNameIncorrect
                }
                if !isStandalone(level) {
                    flushWhitespace()
                }
                return nodes

            case UInt8(ascii: "!"):
                text.advance()
                try text.skip(past: level.endDelimiter)
                nextLineStarts = isStandalone(level)

            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                flushWhitespace()
                let triple = text.currentASCII == UInt8(ascii: "{")
                text.advance()
                let name = try parseName(level)
                if triple {
                    guard try text.read("}") else { throw .unfinishedName }
                }
                nodes.append(.variable(name, escaped: false))

            case UInt8(ascii: ">"):
                text.advance()
                text.skipWhitespace()
                if text.currentASCII == UInt8(ascii: "*") {
                    // Dynamic partials are reported by PartialGraphCheck; parse the tag to go on.
                    text.advance()
                }
                let name = try parsePartialName(level)
                let indentation = whitespaceBefore
                flushWhitespace()
                if isStandalone(level) {
                    nextLineStarts = true
                    nodes.append(.partial(TemplateKey(name), indentation: indentation))
                } else {
                    nodes.append(.partial(TemplateKey(name), indentation: nil))
                }
                whitespaceBefore = []

            case UInt8(ascii: "<"), UInt8(ascii: "$"):
                text.advance()
                throw .inheritanceNotSupported

            case UInt8(ascii: "="):
                text.advance()
                let (start, end) = try parseDelimiters(level)
                level.startDelimiter = start
                level.endDelimiter = end
                nextLineStarts = isStandalone(level)

            case UInt8(ascii: "%"):
                text.advance()
                nodes.append(.contentType(escapesHTML: try parsePragma(level)))
                nextLineStarts = isStandalone(level)

            default:
                flushWhitespace()
                nodes.append(.variable(try parseName(level), escaped: true))
            }
            level.atLineStart = nextLineStarts
        }
        guard level.sectionName == nil else { throw .expectedSectionEnd }
        return nodes
    }

    /// Reads text up to the next tag (reading its opening delimiter) or newline (not reading it), into
    /// `plain` as UTF-8 bytes.
    private mutating func readUntilTagOrNewline(_ level: Level, into plain: inout [UInt8]) throws(MustacheParseError.Reason) {
        plain.removeAll(keepingCapacity: true)
        guard let first = level.startDelimiter.first else { return }
        while !text.isAtEnd {
            plain.append(contentsOf: text.readUntilNewline(or: first))
            if text.isAtNewline { break }
            if text.current == first {
                if try text.read(level.startDelimiter) { break }
                plain.append(contentsOf: text.currentBytes)
                text.advance()
            }
        }
    }

    private mutating func isStandalone(_ level: Level) -> Bool {
        level.atLineStart && text.readRestOfLineIfBlank()
    }

    private static let nameCharacters = ASCIICharacterSet("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let nameCharactersWithParentheses = nameCharacters.union("()")
    private static let partialNameCharacters = nameCharactersWithParentheses.union("/")

    /// A tag's name up to and including the closing delimiter, with its transforms.
    private mutating func parseName(_ level: Level) throws(MustacheParseError.Reason) -> MustacheName {
        text.skipWhitespace()
        let written = text.readBytes(in: Self.nameCharactersWithParentheses)
        text.skipWhitespace()
        guard try text.read(level.endDelimiter) else { throw .unfinishedName }
        return try Self.splitTransforms(written)
    }

    /// `a(b(name))` as the name `name` with the transforms `a`, `b`, from the name's bytes (name
    /// characters only, all ASCII), which are searched for parentheses before any string is made.
    private static func splitTransforms(_ written: ArraySlice<UInt8>) throws(MustacheParseError.Reason) -> MustacheName {
        guard written.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) else {
            return MustacheName(written: String(decoding: written, as: UTF8.self), transforms: [])
        }
        var name = MustacheCharacters(String(decoding: written, as: UTF8.self))
        var transforms = [name.read { nameCharacters.contains($0) }]
        guard name.current == "(" else { throw .unfinishedName }
        name.advance()
        while true {
            let inner = name.read { nameCharacters.contains($0) }
            switch name.current {
            case ")":
                name.advance()
                let closing = name.read { $0 == ")" }
                guard closing.count + 1 == transforms.count, name.isAtEnd else { throw .unfinishedName }
                return MustacheName(written: inner, transforms: transforms)
            case "(":
                name.advance()
                transforms.append(inner)
            default:
                throw .unfinishedName
            }
        }
    }

    private mutating func parsePartialName(_ level: Level) throws(MustacheParseError.Reason) -> String {
        text.skipWhitespace()
        let name = text.read(in: Self.partialNameCharacters)
        text.skipWhitespace()
        guard try text.read(level.endDelimiter) else { throw .unfinishedName }
        return name
    }

    /// `{{=<% %>=}}`: the new start and end delimiters.
    private mutating func parseDelimiters(_ level: Level) throws(MustacheParseError.Reason) -> ([Character], [Character]) {
        let start: String, end: String
        do {
            text.skipWhitespace()
            start = try text.readUntil { $0.isWhitespace }
            text.skipWhitespace()
            end = try text.readUntil { $0 == "=" || $0.isWhitespace }
            text.skipWhitespace()
        } catch {
            throw .invalidSetDelimiter
        }
        guard try text.read("=") else { throw .invalidSetDelimiter }
        guard try text.read(level.endDelimiter) else { throw .invalidSetDelimiter }
        guard !start.isEmpty, !end.isEmpty else { throw .invalidSetDelimiter }
        return (Array(start), Array(end))
    }

    /// `{{% CONTENT_TYPE: HTML }}` or `TEXT`: whether `{{name}}` is HTML-escaped from here on.
    private mutating func parsePragma(_ level: Level) throws(MustacheParseError.Reason) -> Bool {
        let variable: String, value: String
        do {
            text.skipWhitespace()
            variable = text.read(in: Self.nameCharacters)
            text.skipWhitespace()
            guard try text.read(":") else { throw MustacheParseError.Reason.invalidPragma }
            text.skipWhitespace()
            value = text.read(in: Self.nameCharacters)
            text.skipWhitespace()
            guard try text.read(level.endDelimiter) else { throw MustacheParseError.Reason.invalidPragma }
        } catch {
            throw .invalidPragma
        }
        guard !variable.isEmpty, !value.isEmpty else { throw .invalidPragma }
        guard variable == "CONTENT_TYPE" else { throw .unknownPragma }
        switch value {
        case "HTML": return true
        case "TEXT": return false
        default: throw .unknownPragma
        }
    }
}
