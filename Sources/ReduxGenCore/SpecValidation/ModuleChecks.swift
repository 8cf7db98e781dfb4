/// Checks of the specs generated together into one module: their generated declarations must not clash.
///
/// `reduxgen validate` and generation both run these after validating each spec, so a set of specs that
/// validates also generates.
public enum ModuleChecks {
    /// Every clash between the features of `specs`, located at the later feature with a note at the earlier.
    /// References to `broken` features (whose specs have errors of their own) are not reported.
    public static func diagnostics(for specs: [FeatureSpec], broken: AppValueResolver.BrokenFeatures = .none) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: AppValueResolver.resolve(specs, broken: broken).diagnostics)
        collector.append(contentsOf: AppResetChecks.diagnostics(for: specs, broken: broken))
        collector.append(contentsOf: CrossFeatureChecks.diagnostics(for: specs, broken: broken))
        collector.append(contentsOf: UnauthorizedChecks.diagnostics(for: specs, broken: broken))
        let features = specs.filter { $0.hasFeatureName }
        if features.count > 1 {
            let appNames = Set(GeneratedDeclarations.appNames)
            for spec in features where GeneratedDeclarations.names(ofFeature: spec.swiftName).contains(where: appNames.contains) {
                collector.error(
                    "feature \(quoted(spec.name)) clashes with the generated app types (AppState, AppAction, ...); rename the feature",
                    at: spec.location
                )
            }
        }
        var members: [String: FeatureSpec] = [:]
        var declarations: [String: FeatureSpec] = [:]
        for spec in features {
            let member = SwiftName.lowerCamelCase(spec.name)
            if let earlier = members[member] {
                collector.error(
                    "features \(quoted(earlier.name)) and \(quoted(spec.name)) would both be the app state field \(quoted(member))",
                    at: spec.location,
                    notes: [.note("feature \(quoted(earlier.name)) is defined here", at: earlier.location)]
                )
            } else {
                members[member] = spec
            }
            var reported = false
            for name in GeneratedDeclarations.names(ofFeature: spec.swiftName) {
                if let earlier = declarations[name], earlier.swiftName != spec.swiftName, !reported {
                    reported = true
                    collector.error(
                        "feature \(quoted(spec.name)) and feature \(quoted(earlier.name)) would both declare \(quoted(name)) in the generated code; rename one of them",
                        at: spec.location,
                        notes: [.note("feature \(quoted(earlier.name)) is defined here", at: earlier.location)]
                    )
                }
                declarations[name] = declarations[name] ?? spec
            }
        }
        return collector.sorted
    }
}
