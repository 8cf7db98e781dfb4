/// The cases of a feature's Action enum, in declaration order, with what its written-out `Codable`
/// conformance encodes for each: the JSON form Swift synthesizes (docs/generated-code.md, "JSON form").
///
/// The declared actions come first, then per endpoint its request, `Succeeded`, `Failed` and `Cancelled`
/// cases and its next-page action. A labelled associated value is keyed by its label, an unlabelled one by
/// its position (`_0`, `_1`); an optional value is left out when `nil`.
enum ActionJSONContext {
    /// One case of the Action enum.
    struct Case {
        /// The case name as Swift writes it after a dot (escaped where needed).
        var name: String
        /// The associated values, in order.
        var values: [Value]
    }

    /// One associated value of a case.
    struct Value {
        /// The label a construction writes, or `nil` for an unlabelled value.
        var label: String?
        /// The Swift type.
        var type: String
    }

    /// The `jsonCases` key, the `jsonCaseGroups` key (the cases split into switches of at most
    /// `ReducerGroupsContext.maximumCasesPerSwitch` each, for the decoder, the encoder and `==`) and
    /// `hasOneJSONCase`.
    static func keys(_ feature: ResolvedFeature) -> TemplateDictionary {
        let actionCases = cases(feature)
        // Positioned once, then shared with the groups (see `FeatureContext.positioned`).
        let cases = FeatureContext.positioned(actionCases.enumerated().map { position, item in dictionary(item, position: position) })
        let groupSize = ReducerGroupsContext.maximumCasesPerSwitch
        let groups = stride(from: 0, to: cases.count, by: groupSize).map { start -> TemplateDictionary in
            ["cases": FeatureContext.positioned(.array(Array(cases[start..<min(start + groupSize, cases.count)])))]
        }
        return [
            "jsonCases": .array(cases),
            "jsonCaseGroups": ReducerGroupsContext.chained(groups.isEmpty ? [["cases": .array([])]] : groups),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneJSONCase": .bool(cases.count == 1),
        ]
    }

    /// Every case of the Action enum, in declaration order.
    static func cases(_ feature: ResolvedFeature) -> [Case] {
        var cases = feature.actions.map { action in
            Case(name: action.name, values: action.payload.map { Value(label: $0.label, type: $0.type) })
        }
        for endpoint in feature.endpoints {
            let plainName = SwiftName.unescaped(endpoint.name)
            cases.append(Case(name: endpoint.name, values: endpoint.payload.map { Value(label: $0.label, type: $0.type) }))
            let requestID = Value(label: nil, type: "RequestID")
            let response = endpoint.responseType.map { [Value(label: nil, type: $0)] } ?? []
            cases.append(Case(name: plainName + "Succeeded", values: [requestID] + response))
            cases.append(Case(name: plainName + "Failed", values: [requestID, Value(label: nil, type: "APIError")]))
            cases.append(Case(name: plainName + "Cancelled", values: [requestID]))
            if let pagination = endpoint.pagination {
                cases.append(Case(name: pagination.nextPageAction, values: []))
            }
        }
        return cases
    }

    /// The locals a case's first values are bound to, and the JSON keys of its first unlabelled values,
    /// made once: building `value0` and `_0` for each value of each case took two string interpolations.
    private static let bindings = (0..<8).map { "value\($0)" }
    private static let positionKeys = (0..<8).map { "_\($0)" }

    /// The keys of one case. Its values carry `isFirst` and `isLast` from the start, as
    /// `FeatureContext.positioned` would add them; the case itself gets them from `positioned` twice (in
    /// `jsonCases` and in its group), so its dictionary is made with room for them.
    private static func dictionary(_ item: Case, position: Int) -> TemplateValue {
        let values = item.values.enumerated().map { index, value in
            let isOptional = value.type.hasSuffix("?")
            return TemplateValue.dictionary([
                "binding": .string(index < bindings.count ? bindings[index] : "value\(index)"),
                "key": .string(value.label ?? (index < positionKeys.count ? positionKeys[index] : "_\(index)")),
                "hasLabel": .bool(value.label != nil),
                "label": .string(value.label ?? ""),
                "isOptional": .bool(isOptional),
                "type": .string(isOptional ? String(value.type.dropLast()) : value.type),
                "isFirst": .bool(index == 0),
                "isLast": .bool(index == item.values.count - 1),
            ])
        }
        var entries = TemplateDictionary(minimumCapacity: 7)
        entries["name"] = .string(item.name)
        entries["jsonName"] = .string(SwiftName.unescaped(item.name))
        entries["position"] = .int(position)
        entries["hasValues"] = .bool(!values.isEmpty)
        entries["values"] = .array(values)
        return .dictionary(entries)
    }
}
