/// The context of a text a request sends that is known only when the code runs: a value's text, which
/// `_textValue` writes, a template's interpolation, which `_interpolation` writes, and either of them,
/// which `_runTimeText` writes; see docs/templates.md ("Request texts").
extension FeatureContext {
    /// A value's text: `marksTry` (whether the expression is marked `try` itself), the value (exactly one
    /// of `isLocal` with `local`, `isLiteral` with `literal` and `isSample` with `sample`, then
    /// `unwrapsBase`, `isElement` with `index`, and `unwrapsElement`) and the conversion (at most one of
    /// `isDescribed`, `isDateText`, `isAbsoluteString`, `isUUIDString`, `isRawValue` and
    /// `isDescribedRawValue`; none sends a string as it is).
    static func textValue(_ text: ResolvedValueText, marksTry: Bool) -> TemplateValue {
        var values = TemplateDictionary()
        if marksTry { values["marksTry"] = true }
        if text.value.unwrapsBase { values["unwrapsBase"] = true }
        if let element = text.value.element {
            values["isElement"] = true
            values["index"] = .int(element)
        }
        if text.value.unwrapsElement { values["unwrapsElement"] = true }
        switch text.conversion {
        case .asIs: break
        case .described: values["isDescribed"] = true
        case .dateText: values["isDateText"] = true
        case .absoluteString: values["isAbsoluteString"] = true
        case .uuidString: values["isUUIDString"] = true
        case .rawValue: values["isRawValue"] = true
        case .describedRawValue: values["isDescribedRawValue"] = true
        }
        switch text.value.base {
        case .local(let local):
            values["isLocal"] = true
            values["local"] = .string(local)
        case .literal(let resolved):
            values["isLiteral"] = true
            values["literal"] = literal(resolved)
        case .sample(let sample):
            values["isSample"] = true
            values["sample"] = sampleValue(sample)
        }
        return .dictionary(values)
    }

    /// Every name a value's text can hold (docs/templates.md, "Request texts"): it holds only the flags that
    /// are on, which `_textValue` tests in the value itself (`{{#.isLocal}}`).
    static let textValueNames: Set<String> = [
        "marksTry", "isLocal", "local", "isLiteral", "literal", "isSample", "sample", "unwrapsBase", "isElement",
        "index", "unwrapsElement", "isDescribed", "isDateText", "isAbsoluteString", "isUUIDString", "isRawValue",
        "isDescribedRawValue",
    ]

    /// A template's interpolation: `isThrowing` (the literal is marked `try`) and `parts`, each exactly one
    /// of `isText` (`text`, written between the quotes) and `isValue` (`value`, a value's text, never
    /// marked `try` itself).
    static func interpolation(_ interpolation: ResolvedInterpolation) -> TemplateValue {
        .dictionary([
            "isThrowing": .bool(interpolation.isThrowing),
            "parts": .array(interpolation.parts.map { part in
                switch part {
                case .text(let text):
                    .dictionary(["isText": true, "text": .string(text), "isValue": false])
                case .value(let text):
                    .dictionary(["isText": false, "text": "", "isValue": true, "value": textValue(text, marksTry: false)])
                }
            }),
        ])
    }

    /// A text known only at run time: exactly one of `isValue` (`value`, a value's text, marked `try`
    /// when its conversion throws) and `isInterpolation` (`interpolation`); `nil`, where a piece is
    /// known in advance, is neither, with an empty interpolation.
    static func runTimeText(_ text: ResolvedRunTimeText?) -> TemplateValue {
        switch text {
        case .value(let text)?:
            .dictionary(["isValue": true, "value": textValue(text, marksTry: text.conversion.isThrowing), "isInterpolation": false])
        case .interpolation(let interpolation)?:
            .dictionary(["isValue": false, "isInterpolation": true, "interpolation": self.interpolation(interpolation)])
        case nil:
            .dictionary(["isValue": false, "isInterpolation": false, "interpolation": self.interpolation(ResolvedInterpolation(parts: []))])
        }
    }
}
