/// Resolves spec literals into ``ResolvedLiteral``s of their target's type: which kind of value each is
/// (a `URL`, an enum case, a `Double` written without a fraction), the identifiers of enum cases, and the
/// canonical text of `Double`s.
struct LiteralResolver: Sendable {
    var types: SwiftTypeSource

    /// `literal` used as a value of `type`.
    func resolve(_ literal: LiteralValue, as type: TypeReference) -> ResolvedLiteral {
        // In `JSON?`, null is the optional's nil; anything else is a `JSONValue`.
        if type.nonOptional == .json, !(type.isOptional && literal == .null) { return json(literal) }
        switch literal {
        case .null:
            return .null
        case .bool(let value):
            return .bool(value)
        case .int(let value):
            return type.nonOptional == .double ? .double(text: String(value) + ".0") : .int(value)
        case .double(let value):
            if value.isNaN { return .specialDouble(.nan) }
            if value.isInfinite { return .specialDouble(.infinity(isNegative: value < 0)) }
            if value.isSubnormal { return .specialDouble(.bitPattern(hexadecimal: String(value.bitPattern, radix: 16))) }
            return .double(text: Self.doubleText(value))
        case .string(let text):
            return string(text, as: type.nonOptional)
        case .enumCase(let name):
            guard case .named(let model) = type.nonOptional else { return .string(name) }
            return .enumCase(type: types.qualifiedName(ofModel: model), name: SwiftName.escaped(SwiftName.lowerCamelCase(name)))
        case .array(let elements):
            let element = type.nonOptional.arrayElement ?? type.nonOptional
            return .array(elements.map { resolve($0, as: element) })
        case .dictionary(let entries):
            var valueType = type.nonOptional
            if case .dictionary(let value) = valueType { valueType = value }
            return .dictionary(entries.map { ResolvedLiteralEntry(key: $0.key, value: resolve($0.value, as: valueType)) })
        }
    }

    /// `literal` as a `JSONValue`, written with its case.
    private func json(_ literal: LiteralValue) -> ResolvedLiteral {
        switch literal {
        case .null: .json(jsonCase: "null", value: nil)
        case .bool(let value): .json(jsonCase: "bool", value: .bool(value))
        case .int(let value): .json(jsonCase: "int", value: .int(value))
        case .double: .json(jsonCase: "double", value: jsonElement(literal))
        case .string(let text), .enumCase(let text): .json(jsonCase: "string", value: .string(text))
        case .array: .json(jsonCase: "array", value: jsonElement(literal))
        case .dictionary: .json(jsonCase: "object", value: jsonElement(literal))
        }
    }

    /// `literal` inside a `JSONValue`, where the literal's own type is `JSONValue` (`1`, `"a"`, `[true]`) and
    /// null is `.null`.
    private func jsonElement(_ literal: LiteralValue) -> ResolvedLiteral {
        switch literal {
        case .null: .jsonNull
        case .array(let elements): .array(elements.map(jsonElement))
        case .dictionary(let entries): .dictionary(entries.map { ResolvedLiteralEntry(key: $0.key, value: jsonElement($0.value)) })
        case .double: resolve(literal, as: .double)
        case .bool, .int, .string, .enumCase: resolve(literal, as: .string)
        }
    }

    /// The state's initial value of a field (`StateFieldSpec.initialValue`).
    func defaultValue(of field: StateFieldSpec) -> ResolvedLiteral {
        resolve(field.initialValue, as: field.type)
    }

    /// The canonical digits of a finite, normal `Double`, always with a fraction or exponent so they are
    /// never read as `Int`.
    static func doubleText(_ value: Double) -> String {
        let text = String(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// Text of a `URL` or `UUID` target is that kind of value; of any other target, a string.
    private func string(_ text: String, as type: TypeReference) -> ResolvedLiteral {
        switch type {
        case .url: .url(text)
        case .uuid: .uuid(text)
        default: .string(text)
        }
    }
}
