/// What a spec or an import takes from a document: the requested operations and schemas, mapped, and
/// the models they need.
struct OpenAPISelection: Sendable {
    /// Each requested operation, by operationId: its endpoint, or why it is skipped.
    var operations: [String: Result<MappedOperation, MappingProblem>] = [:]
    /// Each requested component schema, by name: its type, or why it is skipped.
    var schemas: [String: Result<TypeReference, MappingProblem>] = [:]
    /// The models the mapped operations and schemas need, in the order they were first mapped.
    var models: [MappedModel] = []
}

extension OpenAPIMapper {
    /// Maps `operations` and the component schemas `schemas`, then settles the models they need: a field
    /// that uses a skipped model, or that makes a struct contain itself other than through an array or
    /// dictionary, is skipped when optional and skips its model when required.
    mutating func select(operations: [OpenAPIOperationEntry], schemas: [(name: String, path: [String])]) -> OpenAPISelection {
        var selection = OpenAPISelection()
        for entry in operations {
            do {
                selection.operations[entry.operationId] = .success(try mapOperation(entry))
            } catch {
                selection.operations[entry.operationId] = .failure(error)
            }
        }
        for (name, path) in schemas {
            do {
                selection.schemas[name] = .success(try schemaModel(name, referencedAt: path))
            } catch {
                selection.schemas[name] = .failure(error)
            }
        }
        settleModels()
        for (id, result) in selection.operations {
            guard case .success(let operation) = result else { continue }
            let types = operation.payload.map(\.type) + [operation.response].compactMap { $0 }
            if let failed = types.flatMap(Self.modelNames(in:)).first(where: failedModels.contains) {
                selection.operations[id] = .failure(.unsupported(
                    "operation \(quoted(id)) uses the model \(quoted(failed)), which is skipped", at: operation.documentPath
                ))
            }
        }
        for (name, result) in selection.schemas {
            guard case .success(let type) = result,
                  let failed = Self.modelNames(in: type).first(where: failedModels.contains) else { continue }
            selection.schemas[name] = .failure(.unsupported("schema \(quoted(name)) uses the model \(quoted(failed)), which is skipped", at: ["components", "schemas", name]))
        }
        var roots: [TypeReference] = []
        for entry in operations {
            if case .success(let operation) = selection.operations[entry.operationId] {
                roots += operation.payload.map(\.type) + [operation.response].compactMap { $0 }
            }
        }
        for (name, _) in schemas {
            if case .success(let type) = selection.schemas[name] { roots.append(type) }
        }
        selection.models = reachableModels(from: roots)
        return selection
    }

    /// The model names a type mentions.
    static func modelNames(in type: TypeReference) -> [String] {
        type.modelName.map { [$0] } ?? []
    }

    /// The struct or sum model a field or case holds directly (not through an array or dictionary), if any.
    private func directStruct(_ type: TypeReference) -> String? {
        guard case .named(let name) = type.nonOptional, let kind = model(named: name)?.kind else { return nil }
        switch kind {
        case .structure, .sum: return name
        case .enumeration: return nil
        }
    }

    /// Whether `start` holds `target` directly, through any chain of direct struct fields.
    private func holdsDirectly(_ start: String, _ target: String) -> Bool {
        var stack = [start]
        var visited: Set<String> = []
        while let name = stack.popLast() {
            if name == target { return true }
            guard visited.insert(name).inserted, let model = model(named: name) else { continue }
            stack += model.kind.memberTypes.compactMap { directStruct($0) }
        }
        return false
    }

    /// Applies the field rules of `select` until nothing changes.
    private mutating func settleModels() {
        var changed = true
        while changed {
            changed = false
            for model in models where !failedModels.contains(model.name) {
                if case .sum(let cases, _) = model.kind {
                    changed = settleSum(model, cases: cases) || changed
                    continue
                }
                guard case .structure(let fields) = model.kind else { continue }
                var kept: [MappedField] = []
                var failed = false
                for field in fields {
                    let problem: String?
                    if let bad = Self.modelNames(in: field.type).first(where: failedModels.contains) {
                        problem = "uses the model \(quoted(bad)), which is skipped"
                    } else if let target = directStruct(field.type), holdsDirectly(target, model.name) {
                        problem = "makes model \(quoted(model.name)) contain itself; the spec language needs such a cycle to pass through an array"
                    } else {
                        problem = nil
                    }
                    guard let problem else {
                        kept.append(field)
                        continue
                    }
                    let fieldPath = model.documentPath + ["properties", field.explicitKey ?? field.name]
                    if field.type.isOptional {
                        warn("property \(quoted(field.explicitKey ?? field.name)) of schema \(quoted(model.schemaName)) is skipped: it \(problem)", at: fieldPath)
                    } else {
                        warn("schema \(quoted(model.schemaName)) is skipped: its required property \(quoted(field.explicitKey ?? field.name)) \(problem)", at: fieldPath)
                        failed = true
                    }
                    changed = true
                }
                if failed {
                    markFailed(model.name)
                } else if kept.count != fields.count {
                    var updated = model
                    updated.kind = .structure(kept)
                    register(updated)
                }
            }
        }
    }

    /// Skips sum model `model` when a case uses a skipped model or makes it contain itself (other than
    /// through an array or dictionary): a value of that case could not be decoded. Returns whether it did.
    private mutating func settleSum(_ model: MappedModel, cases: [MappedSumCase]) -> Bool {
        for sumCase in cases {
            let problem: String
            if let bad = Self.modelNames(in: sumCase.type).first(where: failedModels.contains) {
                problem = "uses the model \(quoted(bad)), which is skipped"
            } else if let target = directStruct(sumCase.type), holdsDirectly(target, model.name) {
                problem = "makes model \(quoted(model.name)) contain itself; the spec language needs such a cycle to pass through an array"
            } else {
                continue
            }
            warn("schema \(quoted(model.schemaName)) is skipped: its case \(quoted(sumCase.name)) \(problem)", at: model.documentPath)
            markFailed(model.name)
            return true
        }
        return false
    }

    /// The models `roots` need, directly or through other models, in the order they were mapped.
    private func reachableModels(from roots: [TypeReference]) -> [MappedModel] {
        var needed: Set<String> = []
        var stack = roots.flatMap(Self.modelNames(in:))
        while let name = stack.popLast() {
            guard !failedModels.contains(name), needed.insert(name).inserted, let model = model(named: name) else { continue }
            stack += model.kind.memberTypes.flatMap(Self.modelNames(in:))
        }
        return models.filter { needed.contains($0.name) }
    }
}

extension MappedModel.Kind {
    /// The types a model holds: a struct's fields' types, a sum type's cases' types.
    var memberTypes: [TypeReference] {
        switch self {
        case .structure(let fields): fields.map(\.type)
        case .enumeration: []
        case .sum(let cases, _): cases.map(\.type)
        }
    }
}
