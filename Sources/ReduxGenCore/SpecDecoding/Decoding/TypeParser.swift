/// Parses type strings: `Name`, `T?`, `[T]`, `[String: T]`, with spaces allowed around punctuation.
///
/// Grammar: `type := base "?"?`, `base := identifier | "[" type "]" | "[" type ":" type "]"`.
/// Names other than the built-ins become `.named` and are resolved against the spec's models later.
enum TypeParser {
    /// Why a type string did not parse, and the 0-based character offset to point at.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The deepest nesting accepted, so a hostile type string cannot exhaust the stack.
    static let maximumDepth = 32

    /// The 0-based offset of the first occurrence of each name in a type string that is not a built-in
    /// type, so a later "unknown type" error can point inside the string.
    static func namedTypeOffsets(in text: String) -> [String: Int] {
        if let plain = PlainTypeName(text) {
            return TypeReference.builtins[plain.name] == nil ? [plain.name: 0] : [:]
        }
        var offsets: [String: Int] = [:]
        var start: Int?
        var word = ""
        for (offset, character) in (text + " ").enumerated() {
            if isNameCharacter(character) {
                if start == nil { start = offset }
                word.append(character)
            } else if let wordStart = start {
                if TypeReference.builtins[word] == nil, offsets[word] == nil { offsets[word] = wordStart }
                start = nil
                word = ""
            }
        }
        return offsets
    }

    /// Whether `character` may be part of a type name: a letter, a digit or `_`. An ASCII character is
    /// checked by its byte, without Unicode property tables.
    static func isNameCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) || ascii == UInt8(ascii: "_")
        }
        return character.isLetter || character.isNumber
    }

    static func parse(_ text: String) -> Result<TypeReference, Failure> {
        if let plain = PlainTypeName(text) {
            let type = TypeReference.builtins[plain.name] ?? .named(plain.name)
            return .success(plain.isOptional ? .optional(type) : type)
        }
        var parser = Parser(characters: Array(text))
        do {
            let type = try parser.parseType(depth: 0)
            parser.skipSpaces()
            if parser.position < parser.characters.count {
                throw Failure(message: "unexpected '\(parser.characters[parser.position])' after the type", offset: parser.position)
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    private struct Parser {
        let characters: [Character]
        var position = 0

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }

        mutating func parseType(depth: Int) throws -> TypeReference {
            guard depth < TypeParser.maximumDepth else {
                throw Failure(message: "the type is nested too deeply", offset: position)
            }
            skipSpaces()
            var type = try parseBase(depth: depth)
            skipSpaces()
            if position < characters.count, characters[position] == "?" {
                position += 1
                type = .optional(type)
                skipSpaces()
                if position < characters.count, characters[position] == "?" {
                    throw Failure(message: "an optional of an optional is not supported", offset: position)
                }
            }
            return type
        }

        private mutating func parseBase(depth: Int) throws -> TypeReference {
            guard position < characters.count else {
                throw Failure(message: "expected a type name", offset: position)
            }
            if characters[position] == "[" {
                position += 1
                let firstOffset = position
                let first = try parseType(depth: depth + 1)
                skipSpaces()
                if position < characters.count, characters[position] == ":" {
                    guard first == .string else {
                        throw Failure(message: "dictionary keys must be String", offset: firstOffset)
                    }
                    position += 1
                    let value = try parseType(depth: depth + 1)
                    try expectClosingBracket()
                    return .dictionary(value)
                }
                try expectClosingBracket()
                return .array(first)
            }
            let start = position
            while position < characters.count, TypeParser.isNameCharacter(characters[position]) {
                position += 1
            }
            guard position > start else {
                throw Failure(message: "expected a type name, found '\(characters[position])'", offset: position)
            }
            let name = String(characters[start..<position])
            return TypeReference.builtins[name] ?? .named(name)
        }

        private mutating func expectClosingBracket() throws {
            skipSpaces()
            guard position < characters.count, characters[position] == "]" else {
                let found = position < characters.count ? "'\(characters[position])'" : "the end"
                throw Failure(message: "expected ']', found \(found)", offset: position)
            }
            position += 1
        }
    }
}

/// A type string that is one ASCII name, optionally followed by `?` (`Item`, `Item?`), with no spaces: most
/// type strings of a spec. Recognised on its bytes, it parses to the same type the parser gives, without
/// splitting the string into `Character`s.
struct PlainTypeName {
    /// The name, without the `?`.
    var name: String
    var isOptional: Bool

    /// `text` as a plain name, or `nil` when it is anything else.
    init?(_ text: String) {
        var utf8 = text.utf8[...]
        let isOptional = utf8.last == UInt8(ascii: "?")
        if isOptional { utf8 = utf8.dropLast() }
        guard !utf8.isEmpty, utf8.allSatisfy(Self.isASCIINameByte) else { return nil }
        name = isOptional ? String(text.dropLast()) : text
        self.isOptional = isOptional
    }

    /// An ASCII letter, digit or `_`: the ASCII characters `TypeParser.isNameCharacter` accepts.
    private static func isASCIINameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
