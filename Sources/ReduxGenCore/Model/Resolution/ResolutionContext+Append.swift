extension ResolutionContext {
    /// Whether an `append` step of `action` appends a whole array (`append(contentsOf:)`) rather than one
    /// element: its input has the field's own array type, or is a literal that appends each of its items
    /// (`ReduceInput.literalAppendsEachItem`, the rule validation typed it by; docs/spec.md, "`actions`":
    /// `append: f` takes a `T` or a `[T]`).
    ///
    /// The one place this meaning of `append` is decided: the reducer's step (`ReduceStepResolver`) and the
    /// tests' expected state (`ReduceEvaluator`) both ask here.
    func appendsWholeArray(
        _ input: ReduceInput,
        to fieldType: TypeReference,
        in action: ActionSpec
    ) throws(UnresolvedReference) -> Bool {
        switch input {
        case .payload(let reference):
            return try payloadField(reference.name, of: action).type == fieldType
        case .state(let reference):
            return try stateField(reference.name).type == fieldType
        case .literal(_, let node):
            guard let element = fieldType.arrayElement else { return false }
            return ReduceInput.literalAppendsEachItem(node, element: element)
        }
    }
}
