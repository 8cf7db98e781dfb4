/// The statements that put a response into state for one `store:` target of an endpoint without
/// pagination, in the reducer and as generated tests expect them.
struct StoreTargetLines: Sendable {
    var context: ResolutionContext
    var target: StoreSpec
    /// The expression reading the stored value from `response`, and its type.
    var value: (expression: String, type: TypeReference)

    /// The reducer's statements on `state`.
    func reducerLines() throws(UnresolvedReference) -> [String] {
        let field = try context.stateField(target.into.name)
        let stored = "state." + SwiftName.escaped(field.swiftName)
        let expression = value.expression
        switch target.operation {
        case .replace:
            return ["\(stored) = \(expression)"]
        case .append:
            return [value.type == field.type ? "\(stored).append(contentsOf: \(expression))" : "\(stored).append(\(expression))"]
        case .upsert(let by):
            let key = try matchKey(by, of: field)
            guard value.type == field.type else { return Self.upsert(expression, into: stored, key: key) }
            return ["for item in \(expression) {"] + Self.upsert("item", into: stored, key: key).map { "    " + $0 } + ["}"]
        case .removeFrom(let by):
            let key = try matchKey(by, of: field)
            let removed = value.type == field.type.arrayElement ? "\(expression).\(key)" : expression
            return ["\(stored).removeAll { element in element.\(key) == \(removed) }"]
        }
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

    /// Replaces the element of `stored` with the same `key` as `item`, or appends `item`.
    private static func upsert(_ item: String, into stored: String, key: String) -> [String] {
        [
            "if let index = \(stored).firstIndex(where: { element in element.\(key) == \(item).\(key) }) {",
            "    \(stored)[index] = \(item)",
            "} else {",
            "    \(stored).append(\(item))",
            "}",
        ]
    }
}
