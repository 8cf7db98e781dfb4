/// Checks of `api.auth.onUnauthorized` against the specs generated together (docs/spec.md,
/// "Authentication"): `refresh` names an endpoint without payload that is not itself renewed, `signOut` a
/// declared action without payload, each of this feature or of another one of the run; and the features
/// sending one credential agree on how it is renewed, since the app renews it once for all of them.
enum UnauthorizedChecks {
    static func diagnostics(for specs: [FeatureSpec], broken: AppValueResolver.BrokenFeatures) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        let named = specs.filter(\.hasFeatureName)
        guard named.contains(where: { $0.api?.auth?.onUnauthorized != nil }) else { return [] }
        let lookup = FeatureLookup(specs: named, broken: broken)
        var renewals: [String: (spec: FeatureSpec, unauthorized: UnauthorizedSpec)] = [:]
        for spec in named {
            guard let auth = spec.api?.auth, let unauthorized = auth.onUnauthorized else { continue }
            let what = "'onUnauthorized' of 'api.auth'"
            if let refresh = unauthorized.refresh,
               let owner = feature(of: refresh, from: spec, lookup: lookup, what: "'refresh: \(refresh.written)' in \(what)", into: &collector) {
                check(refresh: refresh, of: owner, what: "'refresh: \(refresh.written)' in \(what)", into: &collector)
            }
            if let signOut = unauthorized.signOut,
               let owner = feature(of: signOut, from: spec, lookup: lookup, what: "'signOut: \(signOut.written)' in \(what)", into: &collector) {
                check(signOut: signOut, of: owner, what: "'signOut: \(signOut.written)' in \(what)", into: &collector)
            }
            guard let credential = auth.credentialPath(inFeature: spec.name) else { continue }
            if let earlier = renewals[credential] {
                let same = resolved(earlier.unauthorized, from: earlier.spec) == resolved(unauthorized, from: spec)
                if !same {
                    collector.error(
                        "\(what) renews the same credential as feature \(quoted(earlier.spec.name)) in another way; the app renews a credential once for every feature sending it, so write the same 'refresh' and 'signOut'",
                        at: unauthorized.location,
                        notes: [.note("feature \(quoted(earlier.spec.name)) renews it here", at: earlier.unauthorized.location)]
                    )
                }
            } else {
                renewals[credential] = (spec, unauthorized)
            }
        }
        return collector.diagnostics
    }

    /// The feature `reference` names: the spec's own, or another one of the run (reported when unknown).
    private static func feature(
        of reference: FeatureMemberReference, from spec: FeatureSpec, lookup: FeatureLookup, what: String, into collector: inout DiagnosticCollector
    ) -> FeatureSpec? {
        guard let feature = reference.feature else { return spec.indexingNames() }
        return lookup.other(feature, from: spec, what: what, own: nil, into: &collector)
    }

    private static func check(refresh: FeatureMemberReference, of owner: FeatureSpec, what: String, into collector: inout DiagnosticCollector) {
        guard let endpoint = owner.endpoint(named: refresh.name.name) else {
            let hint = Suggestion.didYouMean(refresh.name.name, among: owner.endpoints.map(\.name))
            collector.error("\(what) names no endpoint \(quoted(refresh.name.name)) of feature \(quoted(owner.name))\(hint)", at: refresh.name.location)
            return
        }
        if let field = endpoint.payload.first {
            collector.error(
                "\(what) names endpoint \(quoted(endpoint.name)), whose request action carries a payload the app cannot give; read its values from state",
                at: refresh.name.location,
                notes: [.note("payload field \(quoted(field.name)) is declared here", at: field.location)]
            )
        }
        if owner.api?.auth?.onUnauthorized != nil, owner.credentialSource(of: endpoint) != nil {
            collector.error(
                "\(what) names endpoint \(quoted(endpoint.name)), which is renewed itself when answered 401 and would wait for its own renewal; write 'auth: none' on it",
                at: refresh.name.location
            )
        }
    }

    private static func check(signOut: FeatureMemberReference, of owner: FeatureSpec, what: String, into collector: inout DiagnosticCollector) {
        guard let action = owner.action(named: signOut.name.name) else {
            let hint = Suggestion.didYouMean(signOut.name.name, among: owner.actions.map(\.name))
            collector.error("\(what) names no action \(quoted(signOut.name.name)) of feature \(quoted(owner.name))\(hint)", at: signOut.name.location)
            return
        }
        if let field = action.payload.first {
            collector.error(
                "\(what) names action \(quoted(action.name)), which carries a payload the app cannot give",
                at: signOut.name.location,
                notes: [.note("payload field \(quoted(field.name)) is declared here", at: field.location)]
            )
        }
    }

    /// `refresh` and `signOut` as feature members and Swift names, whatever feature wrote them.
    static func resolved(_ unauthorized: UnauthorizedSpec, from spec: FeatureSpec) -> [String?] {
        [unauthorized.refresh, unauthorized.signOut].map { reference in
            reference.map { "\(SwiftName.lowerCamelCase($0.feature?.name ?? spec.name)).\(SwiftName.lowerCamelCase($0.name.name))" }
        }
    }
}
