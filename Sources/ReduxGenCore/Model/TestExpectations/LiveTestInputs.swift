/// The values the generated live-request test passes to the live repository, as the texts and JSON the
/// request must carry for them: state fields at their spec default, payload fields and other features'
/// values at their second sample (never `nil`, an array of one element), literals as written. A state
/// field whose default says nothing about the request (`nil`, an empty text, array or dictionary) is
/// passed at its second sample too: an empty query or an absent optional would leave untested what the
/// spec sends.
///
/// Texts are worked out here, from the spec, so the test checks the request against the spec rather
/// than against the generated conversion code. Where a value has no simple text (collections, models),
/// the test falls back to converting the input when it runs, by the rule the live repository uses.
struct LiveTestInputs: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec

    /// What a request sends for one value.
    enum Text: Equatable, Sendable {
        /// Nothing: an optional value that is `nil`.
        case absent
        /// Exactly this text.
        case text(String)
        /// The text known only when the test runs.
        case runTime(ResolvedRunTimeText)
    }

    private var feature: FeatureSpec { context.spec }

    /// The text `source` is sent as.
    func text(of source: ValueSource) throws(UnresolvedReference) -> Text {
        switch source {
        case .literal(let text, _):
            return .text(text)
        case .template(let template):
            return try text(of: template)
        case .app(let app):
            guard let type = app.type else { throw UnresolvedReference(kind: "value of another feature", name: app.written) }
            // The tests' providers return the type's second sample, which is never nil, as a payload's is.
            if let text = sampleText(of: type) { return text }
            return try fallback(ResolvedRunTimeValue(base: .sample(context.samples.value(for: type, variant: 2))), type)
        case .state(let reference):
            let field = try context.stateField(reference.name)
            guard Self.passesDefault(of: field) else {
                if let text = sampleText(of: field.type) { return text }
                return try fallback(secondSample(of: field), field.type)
            }
            if let text = text(of: field.initialValue, as: field.type) { return text }
            return try fallback(startingValue(of: field), field.type)
        case .payload(let reference):
            let field = try context.payloadField(reference.name, of: endpoint)
            if let text = sampleText(of: field.type) { return text }
            return try fallback(ResolvedRunTimeValue(base: .local(LocalNames.local(for: field.swiftName))), field.type)
        }
    }

    /// The texts of the query items `source` gives: one per element of an array (none for an empty or `nil`
    /// one), otherwise the one text of `text(of:)`.
    func queryTexts(of source: ValueSource) throws(UnresolvedReference) -> [Text] {
        switch source {
        case .literal, .template, .app:
            return [try text(of: source)]
        case .state(let reference):
            let field = try context.stateField(reference.name)
            guard let element = field.type.nonOptional.arrayElement else { return [try text(of: source)] }
            guard Self.passesDefault(of: field), case .array(let elements) = field.initialValue else {
                // The second sample of an array (or of an optional array) holds one element.
                let sample = secondSample(of: field)
                if let text = sampleText(of: element) { return [text] }
                return [try fallback((field.type.isOptional ? sample.unwrapped() : sample).element(0), element)]
            }
            var texts: [Text] = []
            for (index, literal) in elements.enumerated() {
                if let text = text(of: literal, as: element) {
                    texts.append(text)
                } else {
                    texts.append(try fallback(startingValue(of: field).element(index), element))
                }
            }
            return texts
        case .payload(let reference):
            let field = try context.payloadField(reference.name, of: endpoint)
            guard let element = field.type.nonOptional.arrayElement else { return [try text(of: source)] }
            // The second sample of an array (or of an optional array) holds one element, the element's own.
            let local = ResolvedRunTimeValue(base: .local(LocalNames.local(for: field.swiftName)))
            if let text = sampleText(of: element) { return [text] }
            return [try fallback((field.type.isOptional ? local.unwrapped() : local).element(0), element)]
        }
    }

    /// The JSON `source` is encoded as, or `nil` where it is not worked out here.
    func json(of source: ValueSource) throws(UnresolvedReference) -> JSONTree? {
        switch source {
        case .literal(let text, _):
            return .string(text)
        case .template, .app:
            return nil
        case .state(let reference):
            let field = try context.stateField(reference.name)
            guard Self.passesDefault(of: field) else { return sampleJSON(of: field.type, enclosingModels: []) }
            return json(of: field.initialValue, as: field.type)
        case .payload(let reference):
            return sampleJSON(of: try context.payloadField(reference.name, of: endpoint).type, enclosingModels: [])
        }
    }

    /// The text of a template: its placeholders' texts in its literal text, worked out here when every
    /// placeholder's is, else the interpolation the live repository builds.
    private func text(of template: StringTemplate) throws(UnresolvedReference) -> Text {
        let parts = try TemplateInterpolation.parts(of: template) { source throws(UnresolvedReference) in
            switch try text(of: source) {
            case .text(let text): .text(text)
            case .runTime(.value(let text)): .value(text)
            case .runTime(.interpolation): throw UnresolvedReference(kind: "placeholder without a template", name: "\(source)")
            case .absent: throw UnresolvedReference(kind: "non-optional placeholder", name: "\(source)")
            }
        }
        let texts = parts.compactMap { part in
            if case .text(let text) = part { return text }
            return nil
        }
        return texts.count == parts.count ? .text(texts.joined()) : .runTime(.interpolation(ResolvedInterpolation(parts: parts)))
    }

    /// What a value with no text known in advance is sent as: the text the live repository makes of it,
    /// an optional's unwrapped first.
    private func fallback(_ value: ResolvedRunTimeValue, _ type: TypeReference) throws(UnresolvedReference) -> Text {
        .runTime(.value(try TextValueSource.text(of: type.isOptional ? value.unwrapped() : value, type: type, feature: feature)))
    }

    /// Whether the live-request test passes `field` at its default, rather than at its second sample: a
    /// default that is no `nil`, empty text, empty array or empty dictionary.
    static func passesDefault(of field: StateFieldSpec) -> Bool {
        switch field.initialValue {
        case .null, .string(""), .array([]), .dictionary([]): false
        default: true
        }
    }

    /// The value `field` starts with in a fresh state: its default, as a literal.
    private func startingValue(of field: StateFieldSpec) -> ResolvedRunTimeValue {
        ResolvedRunTimeValue(base: .literal(LiteralResolver(types: context.types).defaultValue(of: field)))
    }

    private func secondSample(of field: StateFieldSpec) -> ResolvedRunTimeValue {
        ResolvedRunTimeValue(base: .sample(context.samples.value(for: field.type, variant: 2)))
    }

    // MARK: Texts

    private func text(of literal: LiteralValue, as type: TypeReference) -> Text? {
        switch (literal, type.nonOptional) {
        case (.null, _): return .absent
        case (.string(let text), .string), (.string(let text), .url): return .text(text)
        case (.string(let text), .uuid): return .text(text.uppercased())
        case (.int(let number), .int): return .text(String(number))
        case (.int(let number), .double): return .text(String(Double(number)))
        case (.double(let number), .double): return .text(String(number))
        case (.bool(let value), .bool): return .text(value ? "true" : "false")
        case (.enumCase(let name), .named(let model)):
            return rawValue(ofCase: name, inModel: model).map { .text($0.text) }
        default: return nil
        }
    }

    /// The text of the second sample of `type` (see `SampleScalars`).
    private func sampleText(of type: TypeReference) -> Text? {
        if type.nonOptional == .date { return .text(dateText(secondsSince1970: SampleScalars.dateSeconds(variant: 2))) }
        guard let literal = SampleScalars.literal(of: type.nonOptional, variant: 2, in: feature) else { return nil }
        return text(of: literal, as: type.nonOptional)
    }

    private func dateText(secondsSince1970 seconds: Int) -> String {
        switch feature.api?.dateStrategy ?? .iso8601 {
        case .iso8601: "1970-01-01T00:00:0\(seconds)Z"
        case .secondsSince1970: String(seconds)
        case .millisecondsSince1970: String(seconds * 1000)
        }
    }

    /// The raw value of an enum case and whether it is a number.
    private func rawValue(ofCase name: String, inModel model: String) -> (text: String, isNumber: Bool)? {
        guard let enumeration = feature.model(named: model)?.enumeration,
              let enumCase = enumeration.cases.first(where: {
                  SwiftName.lowerCamelCase($0.name) == SwiftName.lowerCamelCase(name)
              }) else { return nil }
        switch (enumCase.rawValue, enumeration.rawType) {
        case (.string(let text), .string): return (text, false)
        case (.int(let number), .int): return (String(number), true)
        case (_, .string): return (enumCase.swiftName, false)
        default: return nil
        }
    }

    // MARK: JSON

    private func json(of literal: LiteralValue, as type: TypeReference) -> JSONTree? {
        // A `JSON` value, but not the nil of a `JSON?`: JSON's null is written, a nil optional is left out.
        if type.nonOptional == .json, !(type.isOptional && literal == .null) { return Self.json(ofJSONValue: literal) }
        switch (literal, type.nonOptional) {
        case (.null, _): return .null
        case (.string(let text), .string), (.string(let text), .url): return .string(text)
        case (.string(let text), .uuid): return .string(text.uppercased())
        case (.int(let number), .int), (.int(let number), .double): return .number(String(number))
        case (.double(let number), .double): return number.isFinite ? .number(String(number)) : nil
        case (.bool(let value), .bool): return .number(value ? "true" : "false")
        case (.enumCase(let name), .named(let model)):
            return rawValue(ofCase: name, inModel: model).map { $0.isNumber ? .number($0.text) : .string($0.text) }
        case (.array(let elements), .array(let element)):
            let items = elements.map { json(of: $0, as: element) }
            guard !items.contains(where: { $0 == nil }) else { return nil }
            return .array(items.compactMap { $0 })
        default: return nil
        }
    }

    /// The JSON of a value of `JSON`; its nulls are written, unlike a `nil` optional's.
    private static func json(ofJSONValue literal: LiteralValue) -> JSONTree? {
        switch literal {
        case .null: return .jsonNull
        case .enumCase: return nil
        case .bool(let value): return .number(value ? "true" : "false")
        case .int(let number): return .number(String(number))
        case .double(let number): return number.isFinite ? .number(String(number)) : nil
        case .string(let text): return .string(text)
        case .array(let elements):
            let items = elements.compactMap(json(ofJSONValue:))
            return items.count == elements.count ? .array(items) : nil
        case .dictionary(let entries):
            let members = entries.compactMap { entry in json(ofJSONValue: entry.value).map { (key: entry.key, value: $0) } }
            return members.count == entries.count ? .object(members) : nil
        }
    }

    /// The JSON of the second sample of `type`; a model inside itself is `nil` (left out) or empty.
    private func sampleJSON(of type: TypeReference, enclosingModels: [String]) -> JSONTree? {
        if let literal = SampleScalars.literal(of: type, variant: 2, in: feature) { return json(of: literal, as: type) }
        switch type {
        case .string, .int, .double, .bool, .url, .uuid, .json:
            return nil
        case .date:
            let text = dateText(secondsSince1970: SampleScalars.dateSeconds(variant: 2))
            return feature.api?.dateStrategy ?? .iso8601 == .iso8601 ? .string(text) : .number(text)
        case .optional(let wrapped):
            if case .named(let name) = wrapped, enclosingModels.contains(name) { return .null }
            return sampleJSON(of: wrapped, enclosingModels: enclosingModels)
        case .array(let element):
            if case .named(let name) = element, enclosingModels.contains(name) { return .array([]) }
            return sampleJSON(of: element, enclosingModels: enclosingModels).map { .array([$0]) }
        case .dictionary(let value):
            if case .named(let name) = value, enclosingModels.contains(name) { return .object([]) }
            return sampleJSON(of: value, enclosingModels: enclosingModels).map { .object([(key: SampleScalars.text(variant: 2), value: $0)]) }
        case .named(let name):
            return modelJSON(name, enclosingModels: enclosingModels)
        }
    }

    private func modelJSON(_ name: String, enclosingModels: [String]) -> JSONTree? {
        guard let model = feature.model(named: name) else { return nil }
        if let last = model.enumeration?.cases.last {
            return rawValue(ofCase: last.name, inModel: name).map { $0.isNumber ? .number($0.text) : .string($0.text) }
        }
        if let sum = model.sum {
            // The second sample: the last case with a discriminator (its fields and its tag), else the first.
            guard let chosen = sum.discriminator == nil ? sum.cases.first : sum.cases.last,
                  let held = sampleJSON(of: chosen.type, enclosingModels: enclosingModels + [name])
            else { return nil }
            guard let discriminator = sum.discriminator else { return held }
            guard case .object(let members) = held else { return nil }
            return .object(members + [(key: discriminator, value: .string(chosen.tag))])
        }
        let strategy = feature.api?.keyStrategy ?? .useDefaultKeys
        var members: [(key: String, value: JSONTree)] = []
        for field in model.fields {
            guard let value = sampleJSON(of: field.type, enclosingModels: enclosingModels + [name]) else { return nil }
            members.append((key: ModelResolver.jsonKey(of: field, strategy: strategy), value: value))
        }
        return .object(members)
    }
}
