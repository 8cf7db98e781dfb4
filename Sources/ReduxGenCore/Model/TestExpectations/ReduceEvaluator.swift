/// Works out, from the spec alone, the value every state field has after an action's reduce steps, so that
/// generated tests assert absolute values (`$0.count = 2`) instead of re-running the reducer's statements
/// (`$0.count += 1`): a wrong rule in the code that writes the reducer then fails its own tests.
///
/// Values are computed over the spec's literals and the tests' sample values (docs/generated-code.md, "Tests":
/// `Int` 1 or 2, `String` "a" or "b", arrays of one element, ...); a value with no literal form (a date, a
/// model, a dictionary) is carried as the ``ResolvedSampleValue`` the test writes, and two such values are
/// equal when the test writes them alike.
struct ReduceEvaluator: Sendable {
    var context: ResolutionContext
    var action: ActionSpec
    /// Values of payload fields that tests hold in something other than the field's sample, by field name:
    /// an endpoint outcome's `response` and `message`.
    var payloadValues: [String: Value] = [:]
    /// Whether the test writes a model sample out in full (`Feed.Tag(...)`) rather than naming the feature
    /// tests' shared sample (`FeedSamples.Tag.tag`): the app tests, which cannot see the feature tests'
    /// samples.
    var writesSamplesInline = false

    /// A state or payload value during evaluation.
    indirect enum Value: Equatable, Sendable {
        /// A value a spec literal writes: a scalar, an enum case, `null`.
        case literal(LiteralValue)
        /// An array, element by element.
        case array([Value])
        /// A value with no literal form, as the test writes it (a sample, a local, a field's default).
        case written(ResolvedSampleValue)
        /// Sample `variant` of the struct model `model`, written as `value`: its fields are that variant's
        /// samples, so a step matching elements by a field can tell whether it matches.
        case modelSample(model: String, variant: Int, value: ResolvedSampleValue)
        /// A model value with some fields changed by steps on matching elements.
        case modified(base: Value, changes: [MemberChange])
    }

    /// One field of a model element a step changed, by its Swift name.
    struct MemberChange: Equatable, Sendable {
        var member: String
        var type: TypeReference
        var value: Value
    }

    /// Where the tests' state starts.
    enum Start {
        /// Every declared field at its first sample value (`sampleState()` of the feature tests).
        case samples
        /// Every field at its default (`FState()`, as the app tests start).
        case defaults
    }

    /// Each field the steps change, in the order each is first changed, set to the value it has after all of
    /// them, followed by the element members changed inside it (`items[0].isLiked`).
    func expectedChanges(from start: Start) throws(UnresolvedReference) -> [ExpectedChange] {
        try expectedChanges(startingFrom: { startValue(of: $0, start) })
    }

    /// ``expectedChanges(from:)`` from the state `start` gives: a request test's state (`TestStateValues`).
    func expectedChanges(startingFrom start: @escaping (StateFieldSpec) -> Value) throws(UnresolvedReference) -> [ExpectedChange] {
        try changedValues(startingFrom: start).flatMap { field, value in
            let property = SwiftName.escaped(field.swiftName)
            return [ExpectedChange(.property(property), expected(value, as: field.type))] + changedMembers(of: value, in: property)
        }
    }

    /// Each field the steps change, in the order each is first changed, with the value it has after all of
    /// them.
    ///
    /// Each step reads the values the steps before it left, found by name (`ChangedFieldValues`); a step's
    /// value is computed before it is stored, so no step copies the values: copying them at each step made an
    /// action of 3,000 steps take 0.8 s.
    func changedValues(from start: Start) throws(UnresolvedReference) -> [(field: StateFieldSpec, value: Value)] {
        try changedValues(startingFrom: { startValue(of: $0, start) })
    }

    /// ``changedValues(from:)`` from the state `start` gives.
    func changedValues(startingFrom start: @escaping (StateFieldSpec) -> Value) throws(UnresolvedReference) -> [(field: StateFieldSpec, value: Value)] {
        var values = ChangedFieldValues<Value>()
        for step in action.reduce where !step.operation.actsOnEndpoint {
            let field = try context.stateField(step.field.name)
            let stateValue = { (source: StateFieldSpec) in values[source.name] ?? start(source) }
            let current = stateValue(field)
            let changed: Value
            if let element = step.element {
                changed = try applyToElements(step.operation, element, to: current, of: field, state: stateValue)
            } else {
                changed = try apply(step.operation, to: current, of: field, state: stateValue)
            }
            values.set(changed, for: field)
        }
        return values.entries
    }

    // MARK: Steps

    /// The value of `field` after `operation`; `state` gives the value a state field has at this step.
    func apply(
        _ operation: ReduceStep.Operation,
        to current: Value,
        of field: StateFieldSpec,
        state: (StateFieldSpec) -> Value
    ) throws(UnresolvedReference) -> Value {
        let element = field.type.nonOptional.arrayElement ?? field.type
        switch operation {
        case .set(let input):
            return try value(of: input, as: field.type, state: state)
        case .reset:
            if let literal = field.defaultValue, field.type != .json { return Self.structured(.literal(literal)) }
            return .written(.literal(LiteralResolver(types: context.types).defaultValue(of: field)))
        case .append(let input):
            let items = try elements(of: current, field: field)
            let appended = try value(of: input, as: element, state: state)
            if case .array(let more) = appended, try context.appendsWholeArray(input, to: field.type, in: action) { return .array(items + more) }
            return .array(items + [appended])
        case .remove(let input):
            let removed = try value(of: input, as: element, state: state)
            return .array(try elements(of: current, field: field).filter { !isSame($0, removed) })
        case .toggle(nil):
            guard case .literal(.bool(let isOn)) = current else {
                throw UnresolvedReference(kind: "Bool value to toggle in state field", name: field.name)
            }
            return .literal(.bool(!isOn))
        case .toggle(let input?):
            var items = try elements(of: current, field: field)
            let toggled = try value(of: input, as: element, state: state)
            if let index = items.firstIndex(where: { isSame($0, toggled) }) {
                items.remove(at: index)
            } else {
                items.append(toggled)
            }
            return .array(items)
        case .increment(let amount):
            return try add(amount, to: current, sign: 1, field: field)
        case .decrement(let amount):
            return try add(amount, to: current, sign: -1, field: field)
        case .cancel, .resetStatus:
            // Steps on an endpoint change no declared field.
            return current
        }
    }

    func add(_ amount: LiteralValue, to current: Value, sign: Int, field: StateFieldSpec) throws(UnresolvedReference)
        -> Value
    {
        switch (current, amount) {
        case (.literal(.int(let value)), .int(let by)):
            // Past `Int.max` the field can only be a `Double` written with whole numbers (an `Int` would trap).
            let (sum, overflows) = value.addingReportingOverflow(sign * by)
            return .literal(overflows ? .double(Double(value) + Double(sign * by)) : .int(sum))
        case (.literal(.double(let value)), .int(let by)):
            return .literal(.double(value + Double(sign * by)))
        case (.literal(.double(let value)), .double(let by)):
            return .literal(.double(value + Double(sign) * by))
        case (.literal(.int(let value)), .double(let by)):
            return .literal(.double(Double(value) + Double(sign) * by))
        default:
            throw UnresolvedReference(kind: "number to increment or decrement in state field", name: field.name)
        }
    }

    func elements(of value: Value, field: StateFieldSpec) throws(UnresolvedReference) -> [Value] {
        guard case .array(let items) = value else {
            throw UnresolvedReference(kind: "array value in state field", name: field.name)
        }
        return items
    }

    // MARK: Values

    func value(
        of input: ReduceInput,
        as type: TypeReference,
        state: (StateFieldSpec) -> Value
    ) throws(UnresolvedReference) -> Value {
        switch input {
        case .literal(let literal, _):
            return Self.structured(.literal(literal ?? .null))
        case .state(let reference):
            return state(try context.stateField(reference.name))
        case .payload(let reference):
            let field = try context.payloadField(reference.name, of: action)
            if let given = payloadValues[field.name] { return given }
            return sample(of: field.type, variant: 2, written: .local(LocalNames.local(for: field.swiftName)))
        }
    }

    func startValue(of field: StateFieldSpec, _ start: Start) -> Value {
        switch start {
        case .samples:
            switch context.samples.sampleStateStart(of: field) {
            case .sample(let variant):
                return sample(of: field.type, variant: variant, written: context.samples.value(for: field.type, variant: variant))
            case .bothSamples(let element):
                return .array([1, 2].map { variant in
                    sample(of: element, variant: variant, written: sampleValue(for: element, variant: variant))
                })
            }
        case .defaults:
            if let literal = field.defaultValue, field.type != .json { return Self.structured(.literal(literal)) }
            return naturalDefault(of: field)
        }
    }

    /// A field's value before any step. A `JSON` field's is written as the `JSONValue` it is, never as
    /// `nil`: its `null` copied into a `JSON?` field is `.some(.null)` there.
    private func naturalDefault(of field: StateFieldSpec) -> Value {
        switch field.type {
        case .optional: return .literal(.null)
        case .array: return .array([])
        case .string: return .literal(.string(""))
        case .int: return .literal(.int(0))
        case .double: return .literal(.double(0))
        case .bool: return .literal(.bool(false))
        default: return .written(.literal(LiteralResolver(types: context.types).defaultValue(of: field)))
        }
    }

    /// The sample of `type` a test uses (the first for state, the second for payloads), as a value; `written`
    /// is how the test writes it where it has no literal form (the sample, or the local holding it).
    func sample(of type: TypeReference, variant: Int, written: ResolvedSampleValue) -> Value {
        if let literal = SampleScalars.literal(of: type, variant: variant, in: context.spec) { return .literal(literal) }
        if case .named(let name) = type, context.spec.model(named: name)?.isStruct == true {
            return .modelSample(model: name, variant: variant, value: written)
        }
        switch type {
        case .optional(let wrapped):
            return sample(of: wrapped, variant: variant, written: written)
        case .array(let element):
            return .array([sample(of: element, variant: variant, written: sampleValue(for: element, variant: variant))])
        case .dictionary(let value):
            // A dictionary whose one value is a literal is a literal too, as a step writes it (`{a: done}`), so
            // steps that remove or find it compare it with what they write.
            guard case .literal(let literal) = sample(of: value, variant: variant, written: sampleValue(for: value, variant: variant)) else {
                return .written(written)
            }
            return .literal(.dictionary([LiteralEntry(key: SampleScalars.text(variant: variant), value: literal)]))
        case .string, .int, .double, .bool, .url, .uuid, .json, .named, .date:
            return .written(written)
        }
    }

    /// The sample of `type` the test holds: the shared one, or written out in full.
    func sampleValue(for type: TypeReference, variant: Int) -> ResolvedSampleValue {
        writesSamplesInline ? context.samples.inlineValue(for: type, variant: variant) : context.samples.value(for: type, variant: variant)
    }

    /// A literal array as an array of values, so that steps can change its elements.
    private static func structured(_ value: Value) -> Value {
        guard case .literal(.array(let elements)) = value else { return value }
        return .array(elements.map { structured(.literal($0)) })
    }

    /// `value` as a test expects it in a target of `type`: a literal when every part of it is one, else the
    /// value the test writes.
    func expected(_ value: Value, as type: TypeReference) -> ExpectedChange.Value {
        switch plain(value, as: type) {
        case .literal(let literal): .literal(literal)
        case .sampleValue(let written): .sampleValue(written)
        }
    }

    /// `value` as a test writes it in a target of `type`: a literal when every part of it is one, else the
    /// value built from the test's samples.
    func plain(_ value: Value, as type: TypeReference) -> ExpectedPlainValue {
        if let literal = literal(of: value, as: type) { return .literal(literal) }
        return .sampleValue(written(value, as: type))
    }

    /// `value` as a literal of `type`, or `nil` when some part of it has no literal form (a sample
    /// expression, a model element).
    func literal(of value: Value, as type: TypeReference) -> ResolvedLiteral? {
        // A `JSON` value is one literal, however the evaluator took its arrays apart.
        if type.nonOptional == .json, let whole = Self.wholeLiteral(value) { return LiteralResolver(types: context.types).resolve(whole, as: type) }
        switch value {
        case .literal(let literal):
            return LiteralResolver(types: context.types).resolve(literal, as: type)
        case .array(let items):
            let element = type.nonOptional.arrayElement ?? type.nonOptional
            var literals: [ResolvedLiteral] = []
            for item in items {
                guard let literal = literal(of: item, as: element) else { return nil }
                literals.append(literal)
            }
            return .array(literals)
        case .written, .modelSample, .modified:
            return nil
        }
    }

    /// The literal `value` is when every part of it is one: an array taken apart into values put together again.
    private static func wholeLiteral(_ value: Value) -> LiteralValue? {
        switch value {
        case .literal(let literal): return literal
        case .array(let items):
            let literals = items.compactMap(wholeLiteral)
            return literals.count == items.count ? .array(literals) : nil
        case .written, .modelSample, .modified: return nil
        }
    }

    /// `value` as a test writes it for a target of `type`.
    func written(_ value: Value, as type: TypeReference) -> ResolvedSampleValue {
        if let literal = literal(of: value, as: type), type.nonOptional == .json { return .literal(literal) }
        switch value {
        case .literal(let literal):
            return .literal(LiteralResolver(types: context.types).resolve(literal, as: type))
        case .written(let written), .modelSample(_, _, let written):
            return written
        case .modified(let base, _):
            // The changed fields follow as changes of their own (`changedMembers`).
            return self.written(base, as: type)
        case .array(let items):
            let element = type.nonOptional.arrayElement ?? type.nonOptional
            return .array(items.map { self.written($0, as: element) })
        }
    }

    /// `value` as one expression, the fields steps changed in a model element included
    /// (`Shop.Row(id: 1, name: "z")`): what a request sends, which has no changes of its own to follow.
    func writtenWhole(_ value: Value, as type: TypeReference) -> ResolvedSampleValue {
        switch value {
        case .modified:
            guard let model = modelName(of: value), let fields = context.spec.model(named: model)?.fields else {
                return written(value, as: type)
            }
            let arguments = fields.map { field in
                let member = canonicalMember(of: value, field) ?? .written(context.samples.value(for: field.type, variant: 1))
                return ResolvedSampleArgument(label: LocalNames.label(field.swiftName), value: writtenWhole(member, as: field.type))
            }
            return .model(type: context.types.qualifiedName(ofModel: model), arguments: arguments)
        case .array(let items):
            let element = type.nonOptional.arrayElement ?? type.nonOptional
            return .array(items.map { writtenWhole($0, as: element) })
        case .literal, .written, .modelSample:
            return written(value, as: type)
        }
    }
}
