/// The stored properties of a feature's generated state, in declaration order, for its `ObservableState`
/// conformance: the spec's fields, then per endpoint its status, failure list (queued requests), optimistic
/// records and page, then `nextRequestID`. A view reading any of them is told only of its own changes.
enum ObservedFieldsContext {
    /// Each property's `name` and `position` (its index in `observedFields`), positioned.
    static func make(_ feature: ResolvedFeature) -> TemplateValue {
        FeatureContext.positioned(.array(names(feature).enumerated().map { position, name in
            .dictionary(["name": .string(name), "position": .string(String(position))])
        }))
    }

    /// How many properties the state has.
    static func count(_ feature: ResolvedFeature) -> Int {
        names(feature).count
    }

    private static func names(_ feature: ResolvedFeature) -> [String] {
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
