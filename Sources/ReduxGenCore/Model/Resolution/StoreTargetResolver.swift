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
    ///
    /// `responseKey` is the key the success test gives the response (`ResolvedEndpoint.responseKeyInSuccessTest`),
    /// or `nil` when the response keeps its sample's.
    func expectedChanges(
        from requestState: TestStateValues, evaluator: ReduceEvaluator, responseKey: ResolvedSampleValue?
    ) throws(UnresolvedReference) -> [ExpectedChange] {
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
        case .upsert(let by):
            if isElement, value.path.isWholeResponse,
               let list = try listAfterUpsert(of: requestState(field), in: field, by: by, responseKey: responseKey, evaluator: evaluator) {
                return [ExpectedChange(.property(property), .sampleValue(list))]
            }
            stored = ExpectedStoredValue(path: value.path, isElement: isElement)
        case .removeFrom:
            return []
        }
        return [ExpectedChange(.property(property), .stored(stored))]
    }

    /// The list an `upsert` of the whole `response` leaves when the tests' list holds elements (optimistic
    /// `where:` steps need one per key they select): the elements as they are, `response` in place of the
    /// one with its key or after them all. `nil` when the list is empty or holds only the element the
    /// response replaces (`[response]` says it), or when a key is not a value the test writes as a literal.
    private func listAfterUpsert(
        of list: ReduceEvaluator.Value, in field: StateFieldSpec, by: NameReference, responseKey: ResolvedSampleValue?,
        evaluator: ReduceEvaluator
    ) throws(UnresolvedReference) -> ResolvedSampleValue? {
        guard case .array(let items) = list, !items.isEmpty, let element = field.type.arrayElement else { return nil }
        let model = try context.elementModel(of: field)
        let keyField = try context.modelField(by, of: model)
        let sampleKey = evaluator.memberValue(of: .modelSample(model: model.name, variant: 1, value: .local("response")), keyField)
        guard let wanted = responseKey ?? sampleKey.map({ evaluator.written($0, as: keyField.type) }), wanted.literalValue != nil else { return nil }
        var written: [ResolvedSampleValue] = []
        var replaced = false
        for item in items {
            guard let key = evaluator.memberValue(of: item, keyField).map({ evaluator.written($0, as: keyField.type) }), key.literalValue != nil else {
                return nil
            }
            if key == wanted, !replaced {
                written.append(.local("response"))
                replaced = true
            } else {
                written.append(evaluator.writtenWhole(item, as: element))
            }
        }
        if !replaced { written.append(.local("response")) }
        return written == [.local("response")] ? nil : .elements(written)
    }

    /// The Swift name of the model field `by` of the elements of `field`.
    private func matchKey(_ by: NameReference, of field: StateFieldSpec) throws(UnresolvedReference) -> String {
        guard case .named(let name)? = field.type.arrayElement,
              let member = try context.model(name).fields.first(where: { $0.name == by.name || $0.swiftName == by.name })
        else { throw UnresolvedReference(kind: "field of the elements of state field '\(field.name)'", name: by.name) }
        return SwiftName.escaped(member.swiftName)
    }
}
