extension ValidationRun {
    /// Checks that one `store:` target can put `value` (the type at its path) into `field`.
    mutating func checkStoreTarget(_ target: StoreSpec, value: TypeReference, field: StateFieldSpec, context: String) {
        let declared = [Diagnostic.note("state field \(quoted(field.name)) is declared here", at: field.location)]
        if target.operation == .replace {
            if !isAssignable(value, to: field.type) {
                diagnostics.error(
                    "\(context) stores '\(value)' into state field \(quoted(field.name)), which is '\(field.type)'",
                    at: target.into.location,
                    notes: declared
                )
            }
            return
        }
        let keyword = target.operation.keyword
        guard case .array(let element) = field.type else {
            diagnostics.error(
                "'\(keyword)' of \(context) needs an array state field; \(quoted(field.name)) is '\(field.type)' (use 'into' to replace it)",
                at: target.into.location,
                notes: declared
            )
            return
        }
        if value.isOptional {
            diagnostics.error(
                "'\(keyword)' of \(context) reads '\(value)', which may be nil; point 'path' at a value that is always there",
                at: target.path.last?.location ?? target.into.location
            )
            return
        }
        guard let by = target.operation.matchField else {
            // append: one element, or an array of them.
            let message = "\(context) appends '\(value)' to state field \(quoted(field.name)), which holds '\(element)'"
            require(value, among: [element, field.type], message, at: target.into.location, notes: declared)
            return
        }
        guard case .named(let name) = element, let model = model(named: name), model.isStruct else {
            diagnostics.error(
                "'\(keyword)' of \(context) matches elements by a field, but state field \(quoted(field.name)) holds '\(element)', which is not a struct model; use 'append' or 'into'",
                at: target.into.location,
                notes: declared
            )
            return
        }
        guard let position = memberPosition(by.name, inModel: model) else {
            let suggestion = suggest(by.name, among: model.fields.map(\.name))
            diagnostics.error("'by' of \(context) names no field \(quoted(by.name)) of model \(quoted(model.name))\(suggestion)", at: by.location)
            return
        }
        let key = model.fields[position].type
        if case .upsert = target.operation {
            let message = "\(context) upserts '\(value)' into state field \(quoted(field.name)), which holds '\(element)'; store a '\(element)' or '\(field.type)'"
            require(value, among: [element, field.type], message, at: target.into.location, notes: declared)
            return
        }
        let message = "\(context) removes by '\(value)' from state field \(quoted(field.name)); store a '\(element)' or its '\(by.name)' ('\(key)')"
        require(value, among: [element, key], message, at: target.into.location, notes: declared)
    }

    /// Reports `message` when the stored `value` is none of `accepted`.
    private mutating func require(
        _ value: TypeReference, among accepted: [TypeReference], _ message: String, at location: SourceLocation, notes: [Diagnostic]
    ) {
        if !accepted.contains(value) { diagnostics.error(message, at: location, notes: notes) }
    }
}
