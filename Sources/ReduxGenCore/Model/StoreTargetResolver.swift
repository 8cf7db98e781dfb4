/// Resolves one `store:` target of an endpoint without pagination: how the reducer stores the response,
/// and the values generated tests expect after a success.
struct StoreTargetResolver: Sendable {
    var context: ResolutionContext
    var target: StoreSpec
    /// The expression reading the stored value from `response`, and its type.
    var value: (expression: String, type: TypeReference)

    /// How the reducer stores the value on `state`.
    func resolve() throws(UnresolvedReference) -> ResolvedStoreTarget {
        let field = try context.stateField(target.into.name)
        let operation: ResolvedStoreTarget.Operation
        switch target.operation {
        case .replace:
            operation = .replace
        case .append:
            operation = value.type == field.type ? .appendContents : .append
        case .upsert(let by):
            let key = try matchKey(by, of: field)
            operation = value.type == field.type ? .upsertEach(key: key) : .upsert(key: key)
        case .removeFrom(let by):
            let key = try matchKey(by, of: field)
            operation = value.type == field.type.arrayElement ? .removeElement(key: key) : .removeKey(key: key)
        }
        return ResolvedStoreTarget(field: SwiftName.escaped(field.swiftName), value: value.expression, operation: operation)
    }

    /// The value tests expect (on `$0`) after a success from the default state, or nothing when the target
    /// leaves the field as it was (removing from the default, empty, array).
    func expectedLines() throws(UnresolvedReference) -> [String] {
        let field = try context.stateField(target.into.name)
        let expected = "$0." + SwiftName.escaped(field.swiftName)
        let isArray = value.type == field.type
        switch target.operation {
        case .replace:
            return ["\(expected) = \(value.expression)"]
        case .append:
            let added = isArray ? value.expression : "[\(value.expression)]"
            let start = context.defaultValue(of: field)
            return ["\(expected) = " + (start == "[]" ? added : "\(start) + \(added)")]
        case .upsert:
            // An array of models has no written default: it starts empty, and the sample arrays hold one element.
            return ["\(expected) = " + (isArray ? value.expression : "[\(value.expression)]")]
        case .removeFrom:
            return []
        }
    }

    /// The Swift name of the model field `by` of the elements of `field`.
    private func matchKey(_ by: NameReference, of field: StateFieldSpec) throws(UnresolvedReference) -> String {
        guard case .named(let name)? = field.type.arrayElement,
              let member = try context.model(name).fields.first(where: { $0.name == by.name || $0.swiftName == by.name })
        else { throw UnresolvedReference(kind: "field of the elements of state field '\(field.name)'", name: by.name) }
        return SwiftName.escaped(member.swiftName)
    }
}
