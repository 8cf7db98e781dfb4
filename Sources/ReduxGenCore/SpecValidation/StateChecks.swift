extension ValidationRun {
    /// Resolves state field types and types their defaults (or fills in the natural default).
    mutating func checkState() {
        for index in spec.state.indices {
            let field = spec.state[index]
            let what = "state field \(quoted(field.name))"
            guard let type = resolve(field.type, at: field.typeLocation, for: what) else { continue }
            spec.state[index].type = type
            if let node = field.defaultNode {
                spec.state[index].defaultValue = literal(node, as: type, for: "the default of \(what)")
            } else if let value = naturalDefault(of: type) {
                spec.state[index].defaultValue = value
            } else {
                diagnostics.error("\(what) of type '\(type)' needs a 'default:', or an optional type ('\(type)?')", at: field.location)
            }
        }
    }

    /// The state field a step or store names, or `nil` with an error suggesting the nearest name.
    mutating func stateField(_ reference: NameReference, for what: @autoclosure () -> String) -> StateFieldSpec? {
        if let field = stateFieldSpec(named: reference.name) { return field }
        if spec.unreadStateFieldNames.contains(reference.name) { return nil }
        let suggestion = suggest(reference.name, among: spec.state.map(\.name))
        diagnostics.error("\(what()) names no state field \(quoted(reference.name))\(suggestion)", at: reference.location)
        return nil
    }
}
