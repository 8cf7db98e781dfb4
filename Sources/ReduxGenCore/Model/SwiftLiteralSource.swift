/// Writes spec literals (state defaults, `value:` of reduce steps) as Swift expressions.
struct SwiftLiteralSource: Sendable {
    var types: SwiftTypeSource

    /// The Swift expression for `literal` used as a value of `type`.
    func source(for literal: LiteralValue, as type: TypeReference) -> String {
        switch literal {
        case .null:
            return "nil"
        case .bool(let value):
            return value ? "true" : "false"
        case .int(let value):
            return type.nonOptional == .double ? String(value) + ".0" : String(value)
        case .double(let value):
            return Self.doubleSource(value)
        case .string(let text):
            return stringValue(text, as: type.nonOptional)
        case .enumCase(let name):
            guard case .named(let model) = type.nonOptional else { return Self.stringLiteral(name) }
            return types.qualifiedName(ofModel: model) + "." + SwiftName.escaped(SwiftName.lowerCamelCase(name))
        case .array(let elements):
            let element = type.nonOptional.arrayElement ?? type.nonOptional
            return "[" + elements.map { source(for: $0, as: element) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            var valueType = type.nonOptional
            if case .dictionary(let value) = valueType { valueType = value }
            let items = entries.map { Self.stringLiteral($0.key) + ": " + source(for: $0.value, as: valueType) }
            return "[" + items.joined(separator: ", ") + "]"
        }
    }

    private func stringValue(_ text: String, as type: TypeReference) -> String {
        switch type {
        case .url: "URL(string: \(Self.stringLiteral(text)))!"
        case .uuid: "UUID(uuidString: \(Self.stringLiteral(text)))!"
        default: Self.stringLiteral(text)
        }
    }

    /// A Swift string literal holding exactly `text`; see `QuotedText.swift(_:)`.
    static func stringLiteral(_ text: String) -> String {
        QuotedText.swift(text)
    }

    /// A Swift expression for a `Double`, always with a fraction or exponent so it is never read as `Int`.
    static func doubleSource(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        // A subnormal literal draws "underflows and loses precision"; its bits say the same exactly.
        if value.isSubnormal { return "Double(bitPattern: 0x" + String(value.bitPattern, radix: 16) + ")" }
        let text = String(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}
