/// What valid specs can still ask for that the generator cannot produce; each is a located error.
enum GenerationChecks {
    /// The names the app files declare, which no feature may take when several are generated together.
    static let appTypeNames: Set<String> = ["App"]

    static func diagnostics(for specs: [FeatureSpec]) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        for spec in specs {
            if spec.actions.isEmpty && spec.endpoints.isEmpty {
                collector.error(
                    "feature '\(spec.name)' has no actions and no endpoints, so nothing could ever change its state; declare an action",
                    at: spec.location
                )
            }
            collector.append(contentsOf: generatedPropertyClashes(in: spec))
            for endpoint in spec.endpoints where endpoint.pagination != nil && !endpoint.payload.isEmpty {
                collector.error(
                    "paginated endpoint '\(endpoint.name)' cannot have a payload: its next-page action has no values to send it with",
                    at: endpoint.location
                )
            }
            if specs.count > 1, appTypeNames.contains(spec.swiftName) {
                collector.error(
                    "feature '\(spec.name)' clashes with the generated app types (AppState, AppAction); rename the feature",
                    at: spec.location
                )
            }
        }
        var seen: [String: FeatureSpec] = [:]
        for spec in specs {
            let member = SwiftName.lowerCamelCase(spec.name)
            if let earlier = seen[member] {
                collector.error(
                    "features '\(earlier.name)' and '\(spec.name)' would both be the app state field '\(member)'",
                    at: spec.location,
                    notes: [.note("feature '\(earlier.name)' is defined here", at: earlier.location)]
                )
            }
            seen[member] = seen[member] ?? spec
        }
        return collector.sorted
    }

    /// State fields named like a property the generated State adds: `nextRequestID`, or the paging
    /// position `<endpoint>Page` of a paginated endpoint.
    static func generatedPropertyClashes(in spec: FeatureSpec) -> [Diagnostic] {
        var generated: [String: String] = [:]
        if !spec.endpoints.isEmpty { generated["nextRequestID"] = "the request counter the endpoints need" }
        for endpoint in spec.endpoints where endpoint.pagination != nil {
            generated[endpoint.swiftName + "Page"] = "the paging position of endpoint '\(endpoint.name)'"
        }
        return spec.state.compactMap { field in
            guard let what = generated[field.swiftName] else { return nil }
            return .error("state field '\(field.name)' has the name of \(what) in the generated state; rename the field", at: field.location)
        }
    }
}
