/// A value written by a partial from its parts in writing order (a literal, a sample value).
struct PartsContext<Part: Encodable>: Encodable {
    var parts: [Part]
}

/// One part of a literal's Swift source: a scalar, or the start or end of an array, a dictionary or a
/// `JSONValue` case.
struct LiteralPart: Encodable {
    /// What the part writes.
    enum Kind: String, Encodable {
        /// `nil`.
        case null
        /// `text`: `true` or `false`; an `Int`'s digits; a `Double`'s canonical digits (`2.0`, `1e-07`).
        case bool, int, double
        /// `Double.nan`, `Double.infinity`, `-Double.infinity`.
        case nan, infinity, negativeInfinity
        /// `Double(bitPattern: 0x<text>)`: a subnormal number by its bits.
        case bitPattern
        /// `text` as a `String`, `URL` or `UUID` (the spec's text, unquoted).
        case string, url, uuid
        /// `<type>.<text>`: a case of an enum model.
        case enumCase
        /// `[` and `]`, `[:]`.
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd, emptyDictionary
        /// `JSONValue.<text>` (`JSONValue.null`), `JSONValue.<text>(` and `)` around the case's value.
        case json, jsonStart, jsonEnd
        /// `.null`: JSON's null inside a `JSONValue`.
        case jsonNull
        /// `, `: between two elements or entries.
        case separator
    }

    var kind: Kind
    /// The key of the dictionary entry whose value the part starts, as the spec writes it.
    var key: String?
    var text: String?
    var type: String?

    /// The parts of `literal`, as `_literal` reads them.
    static func parts(of literal: ResolvedLiteral) -> PartsContext<LiteralPart> {
        var parts: [LiteralPart] = []
        append(literal, key: nil, to: &parts)
        return PartsContext(parts: parts)
    }

    /// Appends the parts of `literal`: the first one carries the key of the dictionary entry the literal is
    /// the value of.
    static func append(_ literal: ResolvedLiteral, key: String?, to parts: inout [LiteralPart]) {
        func scalar(_ kind: Kind, _ text: String? = nil, type: String? = nil) {
            parts.append(LiteralPart(kind: kind, key: key, text: text, type: type))
        }
        func around(_ start: Kind, _ end: Kind, text: String? = nil, elements: () -> Void) {
            parts.append(LiteralPart(kind: start, key: key, text: text))
            elements()
            parts.append(LiteralPart(kind: end))
        }
        switch literal {
        case .null: scalar(.null)
        case .bool(let value): scalar(.bool, String(value))
        case .int(let value): scalar(.int, String(value))
        case .double(let text): scalar(.double, text)
        case .specialDouble(.nan): scalar(.nan)
        case .specialDouble(.infinity(let isNegative)): scalar(isNegative ? .negativeInfinity : .infinity)
        case .specialDouble(.bitPattern(let hexadecimal)): scalar(.bitPattern, hexadecimal)
        case .string(let text): scalar(.string, text)
        case .url(let text): scalar(.url, text)
        case .uuid(let text): scalar(.uuid, text)
        case .enumCase(let type, let name): scalar(.enumCase, name, type: type)
        case .jsonNull: scalar(.jsonNull)
        case .json(let jsonCase, nil): scalar(.json, jsonCase)
        case .dictionary(let entries) where entries.isEmpty: scalar(.emptyDictionary)
        case .array(let elements):
            around(.arrayStart, .arrayEnd) {
                for (index, element) in elements.enumerated() {
                    if index > 0 { parts.append(LiteralPart(kind: .separator)) }
                    append(element, key: nil, to: &parts)
                }
            }
        case .dictionary(let entries):
            around(.dictionaryStart, .dictionaryEnd) {
                for (index, entry) in entries.enumerated() {
                    if index > 0 { parts.append(LiteralPart(kind: .separator)) }
                    append(entry.value, key: entry.key, to: &parts)
                }
            }
        case .json(let jsonCase, let value?):
            around(.jsonStart, .jsonEnd, text: jsonCase) {
                append(value, key: nil, to: &parts)
            }
        }
    }
}
