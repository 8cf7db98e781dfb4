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
}
