/// The stored properties of a feature's generated state, in declaration order: the spec's fields, then per
/// endpoint its status, failure list (queued requests), optimistic records and page, then
/// `nextRequestID`. The state's `ObservableState` conformance observes each of them (a view reading one is
/// told only of its own changes), and its written-out `Codable` conformance reads and writes each under its
/// name.
enum StoredPropertiesContext {
    /// Each property's `name`, `position` (its index in `observedFields`), `valueType`, `isOptional` and
    /// `jsonKey`, positioned.
    static func make(_ feature: ResolvedFeature) -> TemplateValue {
        FeatureContext.positioned(.array(properties(feature).enumerated().map { position, property in
            .dictionary([
                "name": .string(property.name),
                "position": .string(String(position)),
                "valueType": .string(property.valueType),
                "isOptional": .bool(property.isOptional),
                "jsonKey": .string(SwiftName.unescaped(property.name)),
            ])
        }))
    }

    /// How many properties the state has.
    static func count(_ feature: ResolvedFeature) -> Int {
        properties(feature).count
    }

    private struct Property {
        var name: String
        var valueType: String
        var isOptional = false
    }

    private static func properties(_ feature: ResolvedFeature) -> [Property] {
        var properties = feature.stateFields.map { Property(name: $0.name, valueType: $0.valueType, isOptional: $0.isOptional) }
        for endpoint in feature.endpoints {
            properties.append(Property(name: endpoint.statusProperty, valueType: "RequestStatus"))
            if endpoint.isQueued {
                properties.append(Property(name: SwiftName.unescaped(endpoint.name) + "Failures", valueType: "[RequestFailure]"))
            }
            properties += endpoint.optimism.undoProperties.map { Property(name: $0.name, valueType: $0.type) }
            if endpoint.pagination != nil {
                properties.append(Property(name: endpoint.pageProperty, valueType: "PageState"))
            }
        }
        if !feature.endpoints.isEmpty {
            properties.append(Property(name: "nextRequestID", valueType: "RequestID"))
        }
        return properties
    }
}
