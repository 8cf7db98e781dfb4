extension ValidationRun {
    /// The rules of a sum type (`oneOf:`) once its case types are resolved: a discriminator needs struct
    /// cases, distinct tags and no case field of its own key; `tag:` and `unknown: true` need a discriminator;
    /// a case holds no optional. Messages are located at the case, its type or its tag.
    mutating func checkSum(_ sumSpec: SumSpec, model: ModelSpec) {
        let name = quoted(model.name)
        for sumCase in sumSpec.cases where sumCase.type.isOptional {
            diagnostics.error(
                "case \(quoted(sumCase.name)) of model \(name) holds the optional '\(sumCase.type)'; a case holds a value, make the sum type optional where it is used instead",
                at: sumCase.typeLocation
            )
        }
        if sumSpec.hasUnknownCase {
            for sumCase in sumSpec.cases where sumCase.swiftName == "unknown" {
                diagnostics.error(
                    "case \(quoted(sumCase.name)) of model \(name) becomes 'unknown', the case 'unknown: true' adds for discriminator values no case has; rename the case, or remove 'unknown: true'",
                    at: sumCase.location
                )
            }
        }
        guard let discriminator = sumSpec.discriminator else {
            for sumCase in sumSpec.cases {
                if let location = sumCase.tagLocation {
                    diagnostics.error(
                        "'tag' of case \(quoted(sumCase.name)) of model \(name) needs a 'discriminator' on the model, the JSON key the tag is written under",
                        at: location
                    )
                }
            }
            if sumSpec.hasUnknownCase {
                diagnostics.error(
                    "'unknown: true' of model \(name) needs a 'discriminator': without one, a value no case decodes has no name to keep",
                    at: sumSpec.unknownLocation ?? model.location
                )
            }
            checkShadowedCases(sumSpec, model: model)
            return
        }
        let discriminatorLocation = sumSpec.discriminatorLocation ?? model.location
        if discriminator.isEmpty {
            diagnostics.error("the 'discriminator' of model \(name) is empty; name the JSON key that holds the case's tag", at: discriminatorLocation)
            return
        }
        var tags = FirstOccurrences<Int>()
        let strategy = spec.api?.keyStrategy ?? .useDefaultKeys
        for (index, sumCase) in sumSpec.cases.enumerated() {
            if let earlier = tags.first(sumCase.tag).map({ sumSpec.cases[$0] }) {
                diagnostics.error(
                    "cases \(quoted(sumCase.name)) and \(quoted(earlier.name)) of model \(name) have the same tag \(quoted(sumCase.tag)); give one another 'tag'",
                    at: sumCase.tagLocation ?? sumCase.location,
                    notes: [.note("case \(quoted(earlier.name)) is defined here", at: earlier.location)]
                )
            } else {
                tags.insert(sumCase.tag, index)
            }
            guard case .named(let typeName) = sumCase.type, let caseModel = self.model(named: typeName), caseModel.isStruct else {
                if case .named(let typeName) = sumCase.type, self.model(named: typeName) == nil { continue }
                diagnostics.error(
                    "case \(quoted(sumCase.name)) of model \(name) holds '\(sumCase.type)', but with a 'discriminator' every case holds a struct model, whose JSON object carries the tag; remove 'discriminator' to decode by trying each case in order",
                    at: sumCase.typeLocation,
                    notes: [.note("the discriminator is here", at: discriminatorLocation)]
                )
                continue
            }
            if let field = caseModel.fields.first(where: { $0.jsonKey(keyStrategy: strategy) == discriminator }) {
                diagnostics.error(
                    "field \(quoted(field.name)) of model \(quoted(caseModel.name)) has the JSON key \(quoted(discriminator)), the discriminator of model \(name), which writes the tag there; remove the field",
                    at: field.location,
                    notes: [.note("the discriminator is here", at: discriminatorLocation)]
                )
            }
        }
    }

    /// Without a discriminator the first case that decodes wins, so a case of the same type as an earlier
    /// one never decodes, nor does any case after a `JSON` case, which decodes every value: a warning, at
    /// the later case.
    private mutating func checkShadowedCases(_ sumSpec: SumSpec, model: ModelSpec) {
        var types: [TypeReference: SumCaseSpec] = [:]
        var anyValue: SumCaseSpec?
        for sumCase in sumSpec.cases {
            if let anyValue {
                diagnostics.warning(
                    "case \(quoted(sumCase.name)) of model \(quoted(model.name)) never decodes: case \(quoted(anyValue.name)) before it is 'JSON', which decodes every value, and is tried first; put it last",
                    at: sumCase.location
                )
            } else if let earlier = types[sumCase.type] {
                diagnostics.warning(
                    "case \(quoted(sumCase.name)) of model \(quoted(model.name)) never decodes: case \(quoted(earlier.name)) before it has the same type '\(sumCase.type)' and is tried first",
                    at: sumCase.location
                )
            } else {
                types[sumCase.type] = sumCase
            }
            if sumCase.type == .json, anyValue == nil { anyValue = sumCase }
        }
    }
}
