extension FeatureContext {
    /// The state changes a generated test expects, each written by the `_expectedChange` partial after the
    /// test's receiver; see docs/templates.md ("Expected change"). Every change has every target flag and
    /// its value every kind flag, so a lookup never reaches an enclosing context.
    static func expectedChanges(_ changes: [ExpectedChange]) -> TemplateValue {
        .array(changes.map { .dictionary(expectedChangeValues($0)) })
    }

    /// The keys of one change's context: the property it sets, as `_expectedChange` prints it, and its
    /// `value`.
    static func expectedChangeValues(_ change: ExpectedChange) -> TemplateDictionary {
        var values: TemplateDictionary = [
            "isElementMember": .bool(false),
            "isMember": .bool(false),
            "value": .dictionary(expectedValue(change.value)),
        ]
        switch change.target {
        case .property(let property):
            values["property"] = .string(property)
        case .elementMember(let property, let index, let member):
            values["property"] = .string(property)
            values["isElementMember"] = .bool(true)
            values["elementIndex"] = .int(index)
            values["member"] = .string(member)
        case .member(let property, let member):
            values["property"] = .string(property)
            values["isMember"] = .bool(true)
            values["member"] = .string(member)
        }
        return values
    }

    /// A value a test writes, for `_plainValue`: `isLiteral` with `literal`, or `isSampleValue` with
    /// `sampleValue` (for `_sampleValue`).
    static func plainValue(_ value: ExpectedPlainValue) -> TemplateValue {
        switch value {
        case .literal(let literal):
            .dictionary(["isLiteral": true, "literal": Self.literal(literal), "isSampleValue": false])
        case .sampleValue(let written):
            .dictionary(["isLiteral": false, "isSampleValue": true, "sampleValue": sampleValue(written)])
        }
    }

    /// The keys of the value a change sets, for `_expectedValue`: exactly one kind flag, with its values.
    static func expectedValue(_ value: ExpectedChange.Value) -> TemplateDictionary {
        var values: TemplateDictionary = [
            "isLiteral": .bool(false),
            "isSampleValue": .bool(false),
            "isRequestID": .bool(false),
            "isLoading": .bool(false),
            "isFirstPage": .bool(false),
            "isOptimisticRecord": .bool(false),
            "isNoRecords": .bool(false),
            "isStored": .bool(false),
            "isResponsePath": .bool(false),
        ]
        switch value {
        case .literal(let literal):
            values["isLiteral"] = .bool(true)
            values["literal"] = Self.literal(literal)
        case .sampleValue(let written):
            values["isSampleValue"] = .bool(true)
            values["sampleValue"] = sampleValue(written)
        case .requestID(let number):
            values["isRequestID"] = .bool(true)
            values["requestNumber"] = .int(number)
        case .loading(let number):
            values["isLoading"] = .bool(true)
            values["requestNumber"] = .int(number)
        case .firstPage(let page):
            values["isFirstPage"] = .bool(true)
            values["firstPage"] = .int(page)
        case .optimisticRecord(let record):
            values["isOptimisticRecord"] = .bool(true)
            values["requestNumber"] = .int(record.requestNumber)
            values["hasKey"] = .bool(record.key != nil)
            values["key"] = record.key.map(plainValue) ?? .bool(false)
            values["before"] = plainValue(record.before)
            values["after"] = plainValue(record.after)
        case .noRecords:
            values["isNoRecords"] = .bool(true)
        case .stored(let stored):
            values["isStored"] = .bool(true)
            values["path"] = responsePath(stored.path)
            values["storesOneElement"] = .bool(stored.isElement)
            values["isAppended"] = .bool(stored.appendedTo != nil)
            values["appendedTo"] = stored.appendedTo.map(plainValue) ?? .bool(false)
        case .responsePath(let path):
            values["isResponsePath"] = .bool(true)
            values["path"] = responsePath(path)
        }
        return values
    }
}
