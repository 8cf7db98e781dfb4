/// Resolves one `store:` target of an endpoint without pagination: how the reducer stores the response,
/// and the values generated tests expect after a success.
struct StoreTargetResolver: Sendable {
    var context: ResolutionContext
    var target: StoreSpec
    /// The stored value read from `response`, and its type.
    var value: (path: ResolvedResponsePath, type: TypeReference)

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
        return ResolvedStoreTarget(field: SwiftName.escaped(field.swiftName), value: value.path, operation: operation)
    }

    /// The value tests expect in the field after a success from `requestState` (the tests' state once the
    /// request started, its optimistic steps applied), or nothing when the target leaves the field as it
    /// was (removing from the default, empty, array).
    func expectedChanges(from requestState: TestStateValues, evaluator: ReduceEvaluator) throws(UnresolvedReference) -> [ExpectedChange] {
        let field = try context.stateField(target.into.name)
        let property = SwiftName.escaped(field.swiftName)
        let isElement = value.type != field.type
        let stored: ExpectedStoredValue
        switch target.operation {
        case .replace:
            stored = ExpectedStoredValue(path: value.path)
        case .append:
            let start = evaluator.plain(requestState(field), as: field.type)
            stored = ExpectedStoredValue(path: value.path, isElement: isElement, appendedTo: start == .literal(.array([])) ? nil : start)
        case .upsert:
            // An array of models has no written default: it starts empty, and the sample arrays hold one element.
            stored = ExpectedStoredValue(path: value.path, isElement: isElement)
        case .removeFrom:
            return []
        }
        return [ExpectedChange(.property(property), .stored(stored))]
    }

    /// The Swift name of the model field `by` of the elements of `field`.
    private func matchKey(_ by: NameReference, of field: StateFieldSpec) throws(UnresolvedReference) -> String {
        guard case .named(let name)? = field.type.arrayElement,
              let member = try context.model(name).fields.first(where: { $0.name == by.name || $0.swiftName == by.name })
        else { throw UnresolvedReference(kind: "field of the elements of state field '\(field.name)'", name: by.name) }
        return SwiftName.escaped(member.swiftName)
    }
}
