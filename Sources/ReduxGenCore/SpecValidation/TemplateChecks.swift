extension ValidationRun {
    /// The placeholders of a template name state or payload fields of a non-optional type that has a text
    /// form: a string, number, Bool, UUID, URL, Date or enum. Returns `String`, the template's type.
    mutating func templateType(_ template: StringTemplate, of endpoint: EndpointSpec, for what: String) -> TypeReference? {
        var isValid = true
        for source in template.placeholders {
            let reference: NameReference
            let prefix: String
            switch source {
            case .state(let name):
                reference = name
                prefix = "state."
            case .payload(let name):
                reference = name
                prefix = "payload."
            case .literal, .template, .app:
                continue
            }
            let written = prefix + reference.name
            let placeholder = "placeholder '{\(written)}' in the template of \(what)"
            guard let type = sourceType(source, of: endpoint, for: placeholder) else {
                isValid = false
                continue
            }
            if type.isOptional {
                diagnostics.error(
                    "\(placeholder) is '\(type)'; a template needs a value, so use a non-optional field, or send the optional field on its own (it is left out while nil)",
                    at: reference.location
                )
                isValid = false
            } else if !isTextual(type) {
                diagnostics.error(
                    "\(placeholder) is '\(type)'; it must be a string, number, Bool, UUID, URL, Date or enum",
                    at: reference.location
                )
                isValid = false
            }
        }
        return isValid ? .string : nil
    }

    /// Templates build text: the body and a concurrency key take values, not templates.
    mutating func rejectTemplate(_ source: ValueSource, for what: String, instead: String) -> Bool {
        guard case .template(let template) = source else { return false }
        diagnostics.error("\(what) cannot be a template; templates are for path parameters, query items and headers; \(instead)", at: template.location)
        return true
    }
}
