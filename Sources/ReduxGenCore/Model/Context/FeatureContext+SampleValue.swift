extension FeatureContext {
    /// The context of a value a test writes from its samples, written by the `_sampleValue` partial; see
    /// docs/templates.md ("Sample value"). Templates cannot recurse, so the value is its `parts` in writing
    /// order: each leaf, the start and end of each array, dictionary and model around its elements, and
    /// each member read after the value it is read from. Every part holds only its flags that are
    /// on, which the partial tests in the part itself (`{{#.isDate}}`).
    static func sampleValue(_ value: ResolvedSampleValue) -> TemplateValue {
        var parts: [TemplateValue] = []
        appendParts(of: value, label: nil, isFollowed: false, to: &parts)
        return .dictionary(["parts": .array(parts)])
    }

    /// Appends the parts of `value`: the first one carries the label of the model argument the value is,
    /// the last one whether another element or argument follows it.
    private static func appendParts(
        of value: ResolvedSampleValue, label: String?, isFollowed: Bool, to parts: inout [TemplateValue]
    ) {
        var first = sampleValuePart(label: label)
        switch value {
        case .literal(let literal):
            first["isLiteral"] = .bool(true)
            first["literal"] = Self.literal(literal)
        case .date(let seconds):
            first["isDate"] = .bool(true)
            first["dateSeconds"] = .int(seconds)
        case .sharedSample(let namespace, let isOther, let member):
            first["isSharedSample"] = .bool(true)
            first["samplesNamespace"] = .string(namespace)
            first["isOtherSample"] = .bool(isOther)
            first["sampleName"] = .string(member)
        case .local(let name):
            first["isLocal"] = .bool(true)
            first["local"] = .string(name)
        case .httpErrorDescription(let status):
            first["isHTTPErrorDescription"] = .bool(true)
            first["httpStatus"] = .int(status)
        case .member(let base, let name):
            appendParts(of: base, label: label, isFollowed: false, to: &parts)
            var last = sampleValuePart(label: nil)
            last["isMember"] = .bool(true)
            last["memberName"] = .string(name)
            if isFollowed { last["isFollowed"] = .bool(true) }
            parts.append(.dictionary(last))
            return
        case .elements(let elements):
            first["startsArray"] = .bool(true)
            parts.append(.dictionary(first))
            for (index, element) in elements.enumerated() {
                appendParts(of: element, label: nil, isFollowed: index < elements.count - 1, to: &parts)
            }
            appendEnd("endsArray", isFollowed: isFollowed, to: &parts)
            return
        case .entry(let key, let value):
            first["startsDictionary"] = .bool(true)
            first["entryKey"] = .string(key)
            parts.append(.dictionary(first))
            appendParts(of: value, label: nil, isFollowed: false, to: &parts)
            appendEnd("endsDictionary", isFollowed: isFollowed, to: &parts)
            return
        case .model(let type, let arguments):
            first["startsModel"] = .bool(true)
            first["modelType"] = .string(type)
            parts.append(.dictionary(first))
            for (index, argument) in arguments.enumerated() {
                appendParts(of: argument.value, label: argument.label, isFollowed: index < arguments.count - 1, to: &parts)
            }
            appendEnd("endsModel", isFollowed: isFollowed, to: &parts)
            return
        case .sumCase(let type, let name, let value):
            // Written like a struct of one unlabelled argument: `Feed.Shape.circle(value)`.
            first["startsModel"] = .bool(true)
            first["modelType"] = .string(type + "." + name)
            parts.append(.dictionary(first))
            appendParts(of: value, label: nil, isFollowed: false, to: &parts)
            appendEnd("endsModel", isFollowed: isFollowed, to: &parts)
            return
        }
        if isFollowed { first["isFollowed"] = .bool(true) }
        parts.append(.dictionary(first))
    }

    /// Appends the part closing an array, dictionary or model: `flag` on.
    private static func appendEnd(_ flag: String, isFollowed: Bool, to parts: inout [TemplateValue]) {
        var last = sampleValuePart(label: nil)
        last[flag] = .bool(true)
        if isFollowed { last["isFollowed"] = .bool(true) }
        parts.append(.dictionary(last))
    }

    /// A part that starts the value of a model's argument has `isArgument` on and the argument's
    /// `argumentLabel`.
    private static func sampleValuePart(label: String?) -> TemplateDictionary {
        firstPart(marking: "isArgument", with: "argumentLabel", label)
    }

    /// Every name a sample value's part can hold (docs/templates.md); a part holds only those that are on.
    static let sampleValuePartNames: Set<String> = [
        "isArgument", "argumentLabel", "isLiteral", "literal", "isDate", "dateSeconds", "isSharedSample",
        "samplesNamespace", "isOtherSample", "sampleName", "isLocal", "local", "isHTTPErrorDescription",
        "httpStatus", "isMember", "memberName", "startsArray", "endsArray", "startsDictionary", "entryKey",
        "endsDictionary", "startsModel", "modelType", "endsModel", "isFollowed",
    ]
}
