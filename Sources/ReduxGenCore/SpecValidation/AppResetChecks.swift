/// Checks of `resetApp:` on actions against the specs generated together: the app must have other
/// features to reset (the action's spec is generated with the others, as App files are), and each
/// `except:` name is one of them, not the action's own feature, written once.
enum AppResetChecks {
    static func diagnostics(for specs: [FeatureSpec], broken: AppValueResolver.BrokenFeatures) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        let named = specs.filter(\.hasFeatureName)
        for spec in named {
            for action in spec.actions {
                guard let reset = action.appReset else { continue }
                let what = "'resetApp' of action \(quoted(action.name))"
                let others = named.filter { $0.swiftName != spec.swiftName }.map { SwiftName.lowerCamelCase($0.name) }
                if others.isEmpty, broken.members.isEmpty, !broken.includeUnnamed {
                    collector.error(
                        "\(what) resets the other features of the app, and no other feature is generated with this one; "
                            + "generate this spec together with the specs of the app",
                        at: reset.location
                    )
                    continue
                }
                var seen: Set<String> = []
                for kept in reset.except {
                    let member = SwiftName.lowerCamelCase(kept.name)
                    let keptWhat = "'except: \(kept.name)' in \(what)"
                    if member == SwiftName.lowerCamelCase(spec.name) {
                        collector.error("\(keptWhat) names the action's own feature, which the reset never changes; remove it", at: kept.location)
                    } else if !others.contains(member) {
                        if broken.contains(member: member) { continue }
                        let hint = Suggestion.didYouMean(kept.name, among: others + broken.members.sorted())
                        collector.error("\(keptWhat) names no feature \(quoted(kept.name)) generated with this one\(hint)", at: kept.location)
                    } else if !seen.insert(member).inserted {
                        collector.error("\(keptWhat) names feature \(quoted(kept.name)) twice", at: kept.location)
                    }
                }
            }
        }
        return collector.diagnostics
    }
}
