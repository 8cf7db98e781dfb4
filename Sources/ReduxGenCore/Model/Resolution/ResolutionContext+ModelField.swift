extension ResolutionContext {
    /// The field of struct model `model` named by `reference` (spec or Swift name).
    func modelField(_ reference: NameReference, of model: ModelSpec) throws(UnresolvedReference) -> ModelFieldSpec {
        guard let field = model.fields.first(where: { $0.name == reference.name || $0.swiftName == reference.name }) else {
            throw UnresolvedReference(kind: "field of model '\(model.name)'", name: reference.name)
        }
        return field
    }

    /// The struct model the elements of array state field `field` have.
    func elementModel(of field: StateFieldSpec) throws(UnresolvedReference) -> ModelSpec {
        guard case .named(let name)? = field.type.arrayElement else {
            throw UnresolvedReference(kind: "array of a model in state field", name: field.name)
        }
        return try model(name)
    }
}
