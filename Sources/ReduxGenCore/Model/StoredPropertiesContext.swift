/// The stored properties of a feature's generated state, in declaration order: the spec's fields, then per
/// endpoint its status, failure list (queued requests), optimistic records and page, then
/// `nextRequestID`. The state's `ObservableState` conformance observes each of them (a view reading one is
/// told only of its own changes), and its written-out `Codable` conformance reads and writes each under its
/// name.
enum StoredPropertiesContext {
    /// The most stored properties one generated function lists (`observedFields`, `init(from:)` and
    /// `encode(to:)` call one function per group when there are more): the optimizer's copy propagation and
    /// instruction combining take time that grows faster than the square of the number of calls in one
    /// function, about 450 s of a release build for one getter of 2,001 appends, and under 10 s for the same
    /// appends in groups of 100.
    static let maximumPropertiesPerFunction = 100

    /// The keys `storedProperties`, `hasStoredProperties`, `storedPropertyCount`, `storedPropertyGroups`
    /// and `hasSeveralStoredPropertyGroups`.
    static func keys(_ feature: ResolvedFeature) -> TemplateDictionary {
        // Positioned once, then shared with the groups (see `FeatureContext.positioned`).
        let elements = FeatureContext.positioned(properties(feature).enumerated().map { element(position: $0.offset, property: $0.element) })
        let groups = stride(from: 0, to: elements.count, by: maximumPropertiesPerFunction).map { start in
            Array(elements[start..<min(start + maximumPropertiesPerFunction, elements.count)])
        }
        return [
            "storedProperties": .array(elements),
            "hasStoredProperties": .bool(!elements.isEmpty),
            "storedPropertyCount": .int(elements.count),
            "storedPropertyGroups": .array(groups.enumerated().map { index, group in
                .dictionary([
                    "groupNumber": .int(index + 1),
                    "storedProperties": FeatureContext.positioned(.array(group)),
                ])
            }),
            "hasSeveralStoredPropertyGroups": .bool(groups.count > 1),
        ]
    }

    /// A property's `name`, `position` (its index in `observedFields`), `valueType`, `isOptional` and
    /// `jsonKey`.
    private static func element(position: Int, property: Property) -> TemplateValue {
        .dictionary([
            "name": .string(property.name),
            "position": .string(String(position)),
            "valueType": .string(property.valueType),
            "isOptional": .bool(property.isOptional),
            "jsonKey": .string(SwiftName.unescaped(property.name)),
        ])
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
