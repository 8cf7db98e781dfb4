/// The stored properties of a feature's generated state, in declaration order: the spec's fields, then per
/// endpoint its request state and its optimistic records. The state's `ObservableState` conformance observes
/// each of them, so a view reading one is told only of its own changes.
enum StoredPropertiesContext {
    /// The key `storedProperties`: each property's `name`.
    static func keys(_ feature: ResolvedFeature) -> TemplateDictionary {
        ["storedProperties": .array(propertyNames(feature).map { .dictionary(["name": .string($0)]) })]
    }

    private static func propertyNames(_ feature: ResolvedFeature) -> [String] {
        var names = feature.stateFields.map(\.name)
        for endpoint in feature.endpoints {
            names.append(endpoint.name)
            names += endpoint.optimism.undoProperties.map(\.name)
        }
        return names
    }
}
