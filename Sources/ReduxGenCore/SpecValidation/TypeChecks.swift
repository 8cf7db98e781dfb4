extension ValidationRun {
    /// Resolves model names in a type to the models' spec names; reports unknown names.
    /// Returns `nil` when a name is unknown. `what` names the place for the message, and is only worked out
    /// when there is a message to write: most types resolve, and quoting names into phrases is not free.
    mutating func resolve(_ type: TypeReference, at location: SourceLocation, for what: @autoclosure () -> String) -> TypeReference? {
        switch type {
        case .named(let name):
            if let model = model(named: name) { return .named(model.name) }
            let suggestion = suggest(name, among: spec.models.map(\.name) + TypeReference.builtins.keys.sorted())
            diagnostics.error("unknown type \(quoted(name)) in \(what())\(suggestion)", at: spec.typeNameLocations[location]?[name] ?? location)
            return nil
        case .optional(let wrapped):
            return resolve(wrapped, at: location, for: what()).map(TypeReference.optional)
        case .array(let element):
            return resolve(element, at: location, for: what()).map(TypeReference.array)
        case .dictionary(let value):
            return resolve(value, at: location, for: what()).map(TypeReference.dictionary)
        default:
            return type
        }
    }

    /// Resolves every field type and checks enums and struct recursion.
    mutating func checkModels() {
        for index in spec.models.indices {
            let model = spec.models[index]
            switch model.kind {
            case .structure(var fields):
                for fieldIndex in fields.indices {
                    let field = fields[fieldIndex]
                    let what = { "field \(quoted(field.name)) of model \(quoted(model.name))" }
                    if let type = resolve(field.type, at: field.typeLocation, for: what()) { fields[fieldIndex].type = type }
                    if field.explicitKey?.isEmpty == true {
                        diagnostics.error("the JSON key of \(what()) is empty", at: field.location)
                    }
                }
                spec.models[index].kind = .structure(fields)
                checkJSONKeys(of: fields, model: model)
            case .enumeration(let enumSpec):
                checkRawValues(of: enumSpec, model: model)
                checkUnknownCase(of: enumSpec, model: model)
            case .sum(var sumSpec):
                for caseIndex in sumSpec.cases.indices {
                    let sumCase = sumSpec.cases[caseIndex]
                    let what = { "case \(quoted(sumCase.name)) of model \(quoted(model.name))" }
                    if let type = resolve(sumCase.type, at: sumCase.typeLocation, for: what()) { sumSpec.cases[caseIndex].type = type }
                }
                spec.models[index].kind = .sum(sumSpec)
            }
        }
        // Sum types read the fields of the structs their cases hold, so they are checked once every type is resolved.
        for model in spec.models {
            if let sumSpec = model.sum { checkSum(sumSpec, model: model) }
        }
        checkRecursion()
        checkModelNesting()
    }

    /// Two fields of a model cannot read the same JSON key.
    private mutating func checkJSONKeys(of fields: [ModelFieldSpec], model: ModelSpec) {
        let strategy = spec.api?.keyStrategy ?? .useDefaultKeys
        // The index of the first field reading each key.
        var seen = FirstOccurrences<Int>()
        for (index, field) in fields.enumerated() {
            let key = field.jsonKey(keyStrategy: strategy)
            guard let earlier = seen.first(key).map({ fields[$0] }) else {
                seen.insert(key, index)
                continue
            }
            if earlier.swiftName != field.swiftName {
                diagnostics.error(
                    "fields \(quoted(field.name)) and \(quoted(earlier.name)) of model \(quoted(model.name)) both read the JSON key \(quoted(key))",
                    at: field.location,
                    notes: [.note("field \(quoted(earlier.name)) is defined here", at: earlier.location)]
                )
            }
        }
    }

    private mutating func checkRawValues(of enumSpec: EnumSpec, model: ModelSpec) {
        var seen: [LiteralValue: EnumCaseSpec] = [:]
        for enumCase in enumSpec.cases {
            if let earlier = seen[enumCase.rawValue], earlier.name != enumCase.name {
                diagnostics.error(
                    "cases \(quoted(enumCase.name)) and \(quoted(earlier.name)) of enum \(quoted(model.name)) have the same raw value",
                    at: enumCase.location,
                    notes: [.note("case \(quoted(earlier.name)) is defined here", at: earlier.location)]
                )
            }
            seen[enumCase.rawValue] = seen[enumCase.rawValue] ?? enumCase
        }
    }

    /// A struct cannot contain itself except through an array or dictionary (which store elements
    /// out of line); `T` and `T?` fields that lead back to a model would make it infinitely large. A sum
    /// type's cases hold their values inline too, so they count as fields.
    /// One depth-first walk over all models finds every such cycle and reports the field that closes it.
    private mutating func checkRecursion() {
        enum Mark { case unvisited, inProgress, done }
        var marks = Array(repeating: Mark.unvisited, count: spec.models.count)
        for root in spec.models.indices where marks[root] == .unvisited {
            var stack: [(model: Int, members: [RecursionMember], nextField: Int)] = [(root, Self.recursionMembers(of: spec.models[root]), 0)]
            marks[root] = .inProgress
            while let (position, members, nextField) = stack.last {
                guard nextField < members.count else {
                    marks[position] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].nextField += 1
                let field = members[nextField]
                guard case .named(let target) = field.type.nonOptional, let next = models.position(of: target) else { continue }
                switch marks[next] {
                case .unvisited:
                    marks[next] = .inProgress
                    stack.append((next, Self.recursionMembers(of: spec.models[next]), 0))
                case .inProgress:
                    let cycleStart = spec.models[next].name
                    diagnostics.error(
                        "\(field.kind) \(quoted(field.name)) of model \(quoted(spec.models[position].name)) makes model \(quoted(cycleStart)) contain itself; nest it through an array ([\(target)])",
                        at: field.location
                    )
                case .done:
                    break
                }
            }
        }
    }

    /// The members of a model that hold a value inline, for the recursion check: fields, or a sum type's cases.
    private typealias RecursionMember = (kind: String, name: String, type: TypeReference, location: SourceLocation)

    private static func recursionMembers(of model: ModelSpec) -> [RecursionMember] {
        switch model.kind {
        case .structure(let fields): fields.map { ("field", $0.name, $0.type, $0.location) }
        case .enumeration: []
        case .sum(let sumSpec): sumSpec.cases.map { ("case", $0.name, $0.type, $0.location) }
        }
    }

    /// Whether a value of type `source` can be stored where `target` is expected (`T` into `T` or `T?`).
    func isAssignable(_ source: TypeReference, to target: TypeReference) -> Bool {
        source == target || target == .optional(source)
    }

    /// Whether a type is sent as one text value: in a path, a query item or a header.
    func isTextual(_ type: TypeReference) -> Bool {
        switch type {
        case .string, .int, .double, .bool, .uuid, .url, .date: return true
        case .named(let name): return model(named: name)?.enumeration != nil
        default: return false
        }
    }

    /// Follows a field path from a type into model fields; returns the type at its end, or `nil` with an error.
    mutating func typeAt(path: [NameReference], in type: TypeReference, for what: @autoclosure () -> String) -> TypeReference? {
        var current = type
        for step in path {
            guard case .named(let name) = current.nonOptional, let model = model(named: name), model.isStruct else {
                diagnostics.error("\(what()) cannot go into \(quoted(step.name)): type '\(current)' has no fields", at: step.location)
                return nil
            }
            guard let position = memberPosition(step.name, inModel: model) else {
                let suggestion = suggest(step.name, among: model.fields.map(\.name))
                diagnostics.error("model \(quoted(model.name)) has no field \(quoted(step.name)) (in \(what()))\(suggestion)", at: step.location)
                return nil
            }
            let field = model.fields[position]
            current = current.isOptional && !field.type.isOptional ? .optional(field.type) : field.type
        }
        return current
    }
}
