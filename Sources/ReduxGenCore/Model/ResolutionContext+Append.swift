extension ResolutionContext {
    /// Whether an `append` step of `action` appends a whole array (`append(contentsOf:)`) rather than one
    /// element: its input has the field's own array type, or is an array literal for a field whose elements
    /// are not arrays themselves (docs/spec.md, "`actions`": `append: f` takes a `T` or a `[T]`).
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
        case .literal(let literal, _):
            if case .array = literal { return fieldType.arrayElement?.nonOptional.arrayElement == nil }
            return false
        }
    }
}
