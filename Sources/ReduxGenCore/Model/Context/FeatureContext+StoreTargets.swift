extension FeatureContext {
    /// An endpoint's `store:` targets, each written by the `_storeTarget` partial; see docs/templates.md
    /// ("Endpoint"). Every target has every operation flag, so a lookup never reaches an enclosing context.
    static func storeTargets(_ targets: [ResolvedStoreTarget]) -> TemplateValue {
        .array(targets.map { target in
            var values: TemplateDictionary = [
                "field": .string(target.field),
                "value": responsePath(target.value),
                "isReplace": .bool(target.operation == .replace),
                "isAppend": .bool(target.operation == .append),
                "isAppendContents": .bool(target.operation == .appendContents),
                "isUpsert": .bool(false),
                "isUpsertEach": .bool(false),
                "isRemoveElement": .bool(false),
                "isRemoveKey": .bool(false),
            ]
            switch target.operation {
            case .replace, .append, .appendContents:
                break
            case .upsert(let key):
                values["isUpsert"] = .bool(true)
                values["key"] = .string(key)
            case .upsertEach(let key):
                values["isUpsertEach"] = .bool(true)
                values["key"] = .string(key)
            case .removeElement(let key):
                values["isRemoveElement"] = .bool(true)
                values["key"] = .string(key)
            case .removeKey(let key):
                values["isRemoveKey"] = .bool(true)
                values["key"] = .string(key)
            }
            return .dictionary(values)
        })
    }
}

extension FeatureContext {
    /// A value read from the response, which `_responsePath` writes: `steps`, each `member` and
    /// `isAfterOptional`, and at most one of `isEmptyArrayWhenNil`, `isText` and `isOptionalText`.
    static func responsePath(_ path: ResolvedResponsePath) -> TemplateValue {
        .dictionary([
            "steps": .array(path.steps.map { step in
                .dictionary(["member": .string(step.member), "isAfterOptional": .bool(step.isAfterOptional)])
            }),
            "isEmptyArrayWhenNil": .bool(path.conversion == .emptyArrayWhenNil),
            "isText": .bool(path.conversion == .text),
            "isOptionalText": .bool(path.conversion == .optionalText),
        ])
    }
}
