extension ValidationRun {
    /// Checks a step with `where:` and `field:`: `field` is an array of a struct model, the key is a scalar
    /// field of the model matched against a payload or state value of its type, and the operation suits
    /// the changed field's type.
    mutating func checkElementStep(
        _ step: ReduceStep,
        _ element: ElementSelector,
        on field: StateFieldSpec,
        of action: ActionSpec,
        what: String
    ) -> ReduceStep {
        var step = step
        let declared = [Diagnostic.note("state field \(quoted(field.name)) is declared here", at: field.location)]
        switch step.operation {
        case .set, .toggle(nil), .increment, .decrement:
            break
        default:
            diagnostics.error("\(what): 'where' works with set, toggle (without 'from'), increment and decrement", at: step.field.location)
            return step
        }
        guard case .named(let name)? = field.type.arrayElement, let model = model(named: name), model.isStruct else {
            diagnostics.error(
                "\(what): 'where' needs an array of a struct model, but \(quoted(field.name)) is '\(field.type)'",
                at: step.field.location,
                notes: declared
            )
            return step
        }
        guard let keyPosition = memberPosition(element.key.name, inModel: model) else {
            var suggestion = suggest(element.key.name, among: model.fields.map(\.name))
            if suggestion.isEmpty {
                // Nothing close: name the fields an element can be matched by, so the key can be picked.
                let keys = model.fields.filter { !$0.type.isOptional && $0.type != .date && isTextual($0.type) }.map { quoted($0.name) }
                if !keys.isEmpty && keys.count <= 8 { suggestion = "; match by one of its fields \(keys.joined(separator: ", "))" }
            }
            diagnostics.error("'where' of \(what) names no field \(quoted(element.key.name)) of model \(quoted(model.name))\(suggestion)", at: element.key.location)
            return step
        }
        let keyType = model.fields[keyPosition].type
        if keyType.isOptional || keyType == .date || !isTextual(keyType) {
            diagnostics.error(
                "'where' of \(what) matches by \(quoted(element.key.name)), which is '\(keyType)'; match by a String, number, Bool, UUID, URL or enum field such as an id",
                at: element.key.location
            )
            return step
        }
        var checked = element
        checked.value = checkInput(element.value, expected: [keyType], fieldType: keyType, of: action, what: "'where' of \(what)")
        step.element = checked
        guard let memberPosition = memberPosition(element.member.name, inModel: model) else {
            let suggestion = suggest(element.member.name, among: model.fields.map(\.name))
            diagnostics.error("'field' of \(what) names no field \(quoted(element.member.name)) of model \(quoted(model.name))\(suggestion)", at: element.member.location)
            return step
        }
        let memberType = model.fields[memberPosition].type
        let changed = "\(what) on field \(quoted(element.member.name))"
        switch step.operation {
        case .set(let input):
            step.operation = .set(checkInput(input, expected: [memberType], fieldType: memberType, of: action, what: changed))
        case .toggle:
            if memberType != .bool {
                diagnostics.error("\(changed): 'toggle' needs a Bool field, but \(quoted(element.member.name)) is '\(memberType)'", at: element.member.location)
            }
        case .increment(let amount), .decrement(let amount):
            checkAmount(amount, of: step, on: memberType, named: element.member.name, what: changed, at: element.member.location)
        default:
            break
        }
        return step
    }
}
