/// The stored properties of a feature's generated state, in declaration order: the spec's fields, then per
/// endpoint its status, failure list (queued requests), optimistic records and page, then
/// `nextRequestID`. The state's `ObservableState` conformance observes each of them, so a view reading one
/// is told only of its own changes.
enum StoredPropertiesContext {
    /// The key `storedProperties`: each property's `name`, positioned.
    static func keys(_ feature: ResolvedFeature) -> TemplateDictionary {
        ["storedProperties": FeatureContext.positioned(.array(propertyNames(feature).map { .dictionary(["name": .string($0)]) }))]
    }

    private static func propertyNames(_ feature: ResolvedFeature) -> [String] {
        var names = feature.stateFields.map(\.name)
        for endpoint in feature.endpoints {
            names.append(endpoint.statusProperty)
            if endpoint.isQueued {
                names.append(SwiftName.unescaped(endpoint.name) + "Failures")
            }
            names += endpoint.optimism.undoProperties.map(\.name)
            if endpoint.pagination != nil {
                names.append(endpoint.pageProperty)
            }
        }
        if !feature.endpoints.isEmpty {
            names.append("nextRequestID")
        }
        return names
    }
}
