/// The JSON body of a request: one value, or an `Encodable` struct built from `body: { fields: ... }`. A form
/// body's fields are request items (`RequestValues.formFields()`).
extension RequestValues {
    /// The JSON key of body field `name`: its name as written, or its snake_case form with `keys: snake_case`.
    func bodyKey(of name: String) -> String {
        context.spec.api?.keyStrategy == .snakeCase ? SwiftName.snakeCase(name) : name
    }

    /// The value the JSON body is encoded from: the source's value, or the body struct made from the fields.
    func body() -> ResolvedRequestBody? {
        switch endpoint.body {
        case .value(let source):
            return .value(ResolvedRunTimeValue(base: value(of: source).base))
        case .object(let fields):
            return .fields(type: endpoint.bodyTypeName, arguments: fields.map { field in
                ResolvedBodyArgument(
                    label: LocalNames.label(SwiftName.lowerCamelCase(field.name)),
                    value: ResolvedRunTimeValue(base: value(of: field.source).base)
                )
            })
        case .form, nil:
            return nil
        }
    }

    /// The struct a `body: { fields: ... }` is encoded from, nested in the live repository, or `nil` for
    /// another body or none.
    func bodyType() -> ResolvedBodyType? {
        guard case .object(let fields) = endpoint.body else { return nil }
        return ResolvedBodyType(
            name: endpoint.bodyTypeName,
            endpointName: endpoint.swiftName,
            fields: fields.map { field in
                let property = SwiftName.lowerCamelCase(field.name)
                let sent = bodyKey(of: field.name)
                return ResolvedBodyField(
                    name: SwiftName.escaped(property),
                    type: value(of: field.source).type.map(context.types.source(for:)) ?? "String",
                    key: property == sent ? nil : sent
                )
            }
        )
    }
}
