extension FeatureContext {
    /// The context of a literal, written by the `_literal` partial; see docs/templates.md ("Literal").
    /// Templates cannot recurse, so a literal is its `parts` in writing order: each scalar, and the start and
    /// end of each array and dictionary around its elements. Every part holds only its flags that are on,
    /// which the partial tests in the part itself (`{{#.isInt}}`).
    static func literal(_ literal: ResolvedLiteral) -> TemplateValue {
        var parts: [TemplateValue] = []
        appendParts(of: literal, entryKey: nil, isFollowed: false, to: &parts)
        return .dictionary(["parts": .array(parts)])
    }

    /// Appends the parts of `literal`: the first one carries the key of the dictionary entry the literal is
    /// the value of, the last one whether another element or entry follows it.
    private static func appendParts(
        of literal: ResolvedLiteral, entryKey: String?, isFollowed: Bool, to parts: inout [TemplateValue]
    ) {
        var first = literalPart(entryKey: entryKey)
        switch literal {
        case .null:
            first["isNil"] = .bool(true)
        case .bool(let value):
            first[value ? "isTrue" : "isFalse"] = .bool(true)
        case .int(let value):
            first["isInt"] = .bool(true)
            first["intValue"] = .int(value)
        case .double(let text):
            first["isDouble"] = .bool(true)
            first["doubleText"] = .string(text)
        case .specialDouble(.nan):
            first["isNaN"] = .bool(true)
        case .specialDouble(.infinity(let isNegative)):
            first["isInfinity"] = .bool(true)
            first["isNegative"] = .bool(isNegative)
        case .specialDouble(.bitPattern(let hexadecimal)):
            first["isBitPattern"] = .bool(true)
            first["bitPattern"] = .string(hexadecimal)
        case .string(let text):
            first["isString"] = .bool(true)
            first["text"] = .string(text)
        case .url(let text):
            first["isURL"] = .bool(true)
            first["text"] = .string(text)
        case .uuid(let text):
            first["isUUID"] = .bool(true)
            first["text"] = .string(text)
        case .enumCase(let type, let name):
            first["isEnumCase"] = .bool(true)
            first["enumType"] = .string(type)
            first["caseName"] = .string(name)
        case .array(let elements):
            first["startsArray"] = .bool(true)
            parts.append(.dictionary(first))
            for (index, element) in elements.enumerated() {
                appendParts(of: element, entryKey: nil, isFollowed: index < elements.count - 1, to: &parts)
            }
            var last = literalPart(entryKey: nil)
            last["endsArray"] = .bool(true)
            if isFollowed { last["isFollowed"] = .bool(true) }
            parts.append(.dictionary(last))
            return
        case .dictionary(let entries) where entries.isEmpty:
            first["isEmptyDictionary"] = .bool(true)
        case .dictionary(let entries):
            first["startsDictionary"] = .bool(true)
            parts.append(.dictionary(first))
            for (index, entry) in entries.enumerated() {
                appendParts(of: entry.value, entryKey: entry.key, isFollowed: index < entries.count - 1, to: &parts)
            }
            var last = literalPart(entryKey: nil)
            last["endsDictionary"] = .bool(true)
            if isFollowed { last["isFollowed"] = .bool(true) }
            parts.append(.dictionary(last))
            return
        case .json(let jsonCase, nil):
            first["startsJSON"] = .bool(true)
            first["jsonCase"] = .string(jsonCase)
        case .json(let jsonCase, let value?):
            first["startsJSON"] = .bool(true)
            first["jsonCase"] = .string(jsonCase)
            first["opensJSON"] = .bool(true)
            parts.append(.dictionary(first))
            appendParts(of: value, entryKey: nil, isFollowed: false, to: &parts)
            var last = literalPart(entryKey: nil)
            last["endsJSON"] = .bool(true)
            if isFollowed { last["isFollowed"] = .bool(true) }
            parts.append(.dictionary(last))
            return
        case .jsonNull:
            first["isJSONNull"] = .bool(true)
        }
        if isFollowed { first["isFollowed"] = .bool(true) }
        parts.append(.dictionary(first))
    }

    /// A part that starts the value of a dictionary entry has `isEntry` on and the entry's `entryKey`.
    private static func literalPart(entryKey: String?) -> TemplateDictionary {
        firstPart(marking: "isEntry", with: "entryKey", entryKey)
    }

    /// The first part of a dictionary entry's or a model argument's value, which starts with the entry's key
    /// or the argument's label: `flag` on with `text` under `key` when there is a text. Its partial tests
    /// each flag in the part itself (`{{#.isEntry}}`), so a flag the part lacks is off whatever the
    /// enclosing contexts hold.
    static func firstPart(marking flag: String, with key: String, _ text: String?) -> TemplateDictionary {
        var part = TemplateDictionary()
        // Room for this flag and text and for the three entries most parts add after them.
        part.reserveCapacity(5)
        if let text {
            part[flag] = .bool(true)
            part[key] = .string(text)
        }
        return part
    }

    /// Every name a literal's part can hold (docs/templates.md); a part holds only those that are on.
    static let literalPartNames: Set<String> = [
        "isEntry", "entryKey", "isNil", "isTrue", "isFalse", "isInt", "intValue", "isDouble", "doubleText", "isNaN",
        "isInfinity", "text", "enumType", "caseName",
        "isNegative", "isBitPattern", "bitPattern", "isString", "isURL", "isUUID", "isEnumCase", "startsArray",
        "endsArray", "isEmptyDictionary", "startsDictionary", "endsDictionary", "isFollowed", "startsJSON", "jsonCase",
        "opensJSON", "endsJSON", "isJSONNull",
    ]
}
