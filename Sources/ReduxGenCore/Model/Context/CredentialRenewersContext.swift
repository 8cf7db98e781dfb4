/// The app context's `credentialRenewers`: one `CredentialRenewer` per credential that a spec's
/// `api.auth.onUnauthorized` renews (validation makes the features sending one credential agree on how).
///
/// Each has `name` (`sessionTokenRenewer`), `credentialPath` (`session.token`), `refresh` (`featureMember`,
/// `caseName`, `requestState`) or `false`, `signOut` (`featureMember`, `caseName`) or `false`, and
/// `features` (each `feature`, `featureMember`) with `hasOneFeature`: the features whose
/// environments get its renewal.
enum CredentialRenewersContext {
    static func make(_ features: [ResolvedFeature]) -> [TemplateValue] {
        let byMember = ResolvedFeature.byMember(features)
        var paths: [String] = []
        var renewing: [String: [ResolvedFeature]] = [:]
        for feature in features {
            guard feature.onUnauthorized != nil, let path = feature.credentialPath else { continue }
            if renewing[path] == nil { paths.append(path) }
            renewing[path, default: []].append(feature)
        }
        return paths.compactMap { path -> TemplateValue? in
            guard let sending = renewing[path], let first = sending.first, let unauthorized = first.onUnauthorized else { return nil }
            func owner(_ reference: FeatureMemberReference) -> ResolvedFeature? {
                reference.feature.map { byMember[SwiftName.lowerCamelCase($0.name)] } ?? first
            }
            var refresh = TemplateValue.bool(false)
            if let reference = unauthorized.refresh, let feature = owner(reference),
               let endpoint = feature.endpoint(named: reference.name.name) {
                refresh = .dictionary([
                    "featureMember": .string(feature.memberName),
                    "caseName": .string(endpoint.name),
                    "requestState": .string(endpoint.name),
                ])
            }
            var signOut = TemplateValue.bool(false)
            if let reference = unauthorized.signOut, let feature = owner(reference),
               let action = feature.action(named: reference.name.name) {
                signOut = .dictionary(["featureMember": .string(feature.memberName), "caseName": .string(action.name)])
            }
            let name = path.split(separator: ".").enumerated().map { index, part in
                index == 0 ? String(part) : SwiftName.upperCamelCase(String(part))
            }.joined() + "Renewer"
            return .dictionary([
                "name": .string(name),
                "credentialPath": .string(path),
                "refresh": refresh,
                "signOut": signOut,
                "features": .array(sending.map { feature in
                    .dictionary(["feature": .string(feature.name), "featureMember": .string(feature.memberName)])
                }),
                "hasOneFeature": .bool(sending.count == 1),
            ])
        }
    }
}
