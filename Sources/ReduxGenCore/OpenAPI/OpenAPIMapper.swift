import OpenAPIKit

/// Maps one OpenAPI document's schemas and operations into the spec language (`MappedModel`,
/// `MappedOperation`), collecting located warnings for what it skips.
///
/// Schemas are mapped on demand: asking for an operation maps the schemas it uses, and only those.
/// Component schemas keep their names (made valid type names); inline objects and enums are named after
/// where they appear (`Pet` + property `owner` → `PetOwner`).
struct OpenAPIMapper {
    /// How many schema references may be followed inside one another before the document counts as
    /// hostile: deeper `$ref` chains are reported instead of exhausting the stack.
    static let maximumReferenceDepth = 64

    let loaded: LoadedOpenAPIDocument
    /// How JSON keys relate to field names in the spec the models are for.
    let keyStrategy: JSONKeyStrategy
    /// Warnings about skipped constructs, located in the document.
    var warnings: [Diagnostic] = []

    /// Models in the order they were first needed.
    private(set) var models: [MappedModel] = []
    private var modelPositions: [String: Int] = [:]
    /// Models that could not be completed (a required property was unsupported).
    private(set) var failedModels: Set<String> = []
    /// The spec model name each component schema gets if it becomes a model.
    private var componentModelNames: [String: String] = [:]
    /// Swift type names already given out.
    private var takenTypeNames: Set<String> = []
    private var componentResults: [String: Result<SchemaType, MappingProblem>] = [:]
    private var componentsInProgress: [String] = []
    private var warnedPaths: Set<[String]> = []

    /// A mapper for `loaded`. `modelNames` gives component schemas a spec model name of the user's
    /// choosing (`models: { Animal: { schema: Pet } }`). A schema with the name of the feature `feature`
    /// (its models' namespace) gets `Model` added, as names Swift reserves do.
    init(
        _ loaded: LoadedOpenAPIDocument, keyStrategy: JSONKeyStrategy = .useDefaultKeys, modelNames: [String: String] = [:],
        feature: String? = nil
    ) {
        self.loaded = loaded
        self.keyStrategy = keyStrategy
        warnings = loaded.warnings
        featureTypeName = feature.map(SwiftName.upperCamelCase)
        for (schema, model) in modelNames {
            componentModelNames[schema] = model
            takenTypeNames.insert(SwiftName.upperCamelCase(model))
        }
        for key in loaded.document.components.schemas.keys where componentModelNames[key.rawValue] == nil {
            let name = freshTypeName(key.rawValue)
            componentModelNames[key.rawValue] = name
        }
    }

    /// The Swift name of the feature the models are for, which no model may have.
    private let featureTypeName: String?

    /// A model name made from `text` that no other model has, and taken.
    private mutating func freshTypeName(_ text: String) -> String {
        var base = OpenAPINaming.typeName(text)
        if SwiftName.upperCamelCase(base) == featureTypeName { base += "Model" }
        let name = SwiftName.unique(base) { takenTypeNames.contains(SwiftName.upperCamelCase($0)) }
        takenTypeNames.insert(SwiftName.upperCamelCase(name))
        return name
    }

    var components: OpenAPI.Components { loaded.document.components }

    /// The names of the document's component schemas, in the order they were written.
    var schemaNames: [String] { components.schemas.keys.map(\.rawValue) }

    /// Records a warning once per place in the document.
    mutating func warn(_ message: String, at path: [String]) {
        guard warnedPaths.insert(path + [message]).inserted else { return }
        warnings.append(.warning(message, at: loaded.location(of: path)))
    }

    /// Records a warning once, at the mapping key `path` ends in.
    mutating func warn(_ message: String, atKeyOf path: [String]) {
        guard warnedPaths.insert(path + [message]).inserted else { return }
        warnings.append(.warning(message, at: loaded.keyLocation(of: path)))
    }

    /// The model with spec name `name`, if one was mapped.
    func model(named name: String) -> MappedModel? {
        modelPositions[name].map { models[$0] }
    }

    // MARK: - Registering models

    /// A fresh model name for an inline schema, derived from where it appears.
    mutating func inlineModelName(_ hint: String) -> String {
        freshTypeName(hint)
    }

    /// The model name a component schema gets.
    func componentModelName(_ component: String) -> String {
        componentModelNames[component] ?? OpenAPINaming.typeName(component)
    }

    /// Adds `model` (or replaces the placeholder of the same name).
    mutating func register(_ model: MappedModel) {
        if let position = modelPositions[model.name] {
            models[position] = model
        } else {
            modelPositions[model.name] = models.count
            models.append(model)
        }
    }

    mutating func markFailed(_ name: String) {
        failedModels.insert(name)
    }

    // MARK: - Component schemas

    /// The type a `$ref` to component schema `component` stands for. `path` is where the reference was
    /// written.
    mutating func componentType(_ component: String, referencedAt path: [String]) throws(MappingProblem) -> SchemaType {
        if let known = componentResults[component] { return try known.get() }
        if componentsInProgress.contains(component) {
            // A reference back into a model being mapped: the model's name is all that is needed.
            if let name = componentModelNames[component], modelPositions[name] != nil {
                return SchemaType(type: .named(name), nullable: false)
            }
            let cycle = Array(componentsInProgress.drop(while: { $0 != component }))
            let chain = (cycle + [component]).map { "'\($0)'" }.joined(separator: " → ")
            let isReferencesOnly = cycle.allSatisfy { name in
                guard let key = OpenAPI.ComponentKey(rawValue: name), case .reference? = components.schemas[key]?.value else { return false }
                return true
            }
            // References alone are no type at all: the document is broken. An array or dictionary of itself
            // (`Nested: { type: array, items: $ref Nested }`) is valid OpenAPI that no Swift type holds
            // without a model between: the operations that use it are skipped, not the import.
            if isReferencesOnly {
                throw .invalid("reference cycle: schema \(chain) never reaches a type", at: path)
            }
            throw .unsupported(
                "schema \(chain) contains itself through arrays or dictionaries only, which no Swift type can hold", at: path)
        }
        guard componentsInProgress.count < Self.maximumReferenceDepth else {
            throw .invalid(
                "schema references nest more than \(Self.maximumReferenceDepth) levels deep (through \(quoted(component))); reduxgen stops here",
                at: path
            )
        }
        guard let key = OpenAPI.ComponentKey(rawValue: component), let schema = components.schemas[key] else {
            let suggestion = Suggestion.didYouMean(component, among: schemaNames)
            throw .invalid("'$ref' names the schema \(quoted(component)), which the document's components do not have\(suggestion)", at: path)
        }
        componentsInProgress.append(component)
        let result: Result<SchemaType, MappingProblem>
        do {
            result = .success(try mapSchema(schema, at: ["components", "schemas", component], naming: .component(component)))
        } catch {
            result = .failure(error)
        }
        componentsInProgress.removeLast()
        componentResults[component] = result
        return try result.get()
    }

    /// The model a spec takes with `models: { Name: { schema: Component } }`, mapped with its dependencies.
    mutating func schemaModel(_ component: String, referencedAt path: [String]) throws(MappingProblem) -> TypeReference {
        try componentType(component, referencedAt: path).type
    }
}

/// A schema's type, and whether the schema also allows `null`.
struct SchemaType: Hashable, Sendable {
    var type: TypeReference
    var nullable: Bool

    /// The type as a field or parameter declares it: optional when null is allowed or it may be absent.
    func declared(required: Bool) -> TypeReference {
        nullable || !required ? .optional(type) : type
    }
}

/// How a schema being mapped is named if it becomes a model.
enum SchemaNaming {
    /// A component schema: its own name.
    case component(String)
    /// An inline schema: a name derived from where it appears.
    case inline(String)
}
