/// The JSON body of a request: one value, or an `Encodable` struct built from `body: { fields: ... }`.
extension RequestValues {
    var bodyTypeName: String { endpoint.swiftName.prefix(1).uppercased() + endpoint.swiftName.dropFirst() + "Body" }

    /// The JSON key of body field `name`: its name as written, or its snake_case form with `keys: snake_case`.
    func bodyKey(of name: String) -> String {
        context.spec.api?.keyStrategy == .snakeCase ? SwiftName.snakeCase(name) : name
    }

    /// The value the JSON body is encoded from: the source's value, or the body struct made from the fields.
    func bodyValue() -> String? {
        switch endpoint.body {
        case .value(let source):
            return value(of: source).expression
        case .object(let fields):
            let arguments = fields.map { LocalNames.label(SwiftName.lowerCamelCase($0.name)) + ": " + value(of: $0.source).expression }
            return bodyTypeName + "(" + arguments.joined(separator: ", ") + ")"
        case nil:
            return nil
        }
    }

    /// The struct a `body: { fields: ... }` is encoded from, nested in the live repository (so indented
    /// by one level; blank lines are empty).
    func bodyTypeLines() -> [String] {
        guard case .object(let fields) = endpoint.body else { return [] }
        var lines = ["/// The JSON body of `\(endpoint.swiftName)`.", "struct \(bodyTypeName): Encodable {"]
        for field in fields {
            let type = value(of: field.source).type.map(context.types.source(for:)) ?? "String"
            lines.append("    var \(SwiftName.escaped(SwiftName.lowerCamelCase(field.name))): \(type)")
        }
        // Coding keys only where the key sent is not the property's name.
        let renamed = fields.contains { SwiftName.lowerCamelCase($0.name) != bodyKey(of: $0.name) }
        if renamed {
            lines.append("")
            lines.append("    enum CodingKeys: String, CodingKey {")
            for field in fields {
                let property = SwiftName.lowerCamelCase(field.name)
                let sent = bodyKey(of: field.name)
                let key = property == sent ? "" : " = " + SwiftLiteralSource.stringLiteral(sent)
                lines.append("        case \(SwiftName.escaped(property))\(key)")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.map { $0.isEmpty ? $0 : "    " + $0 }
    }
}
