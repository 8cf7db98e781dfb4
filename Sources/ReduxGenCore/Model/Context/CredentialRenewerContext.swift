/// A `CredentialRenewer` of the app: one per credential that a spec's `api.auth.onUnauthorized` renews
/// (validation makes the features sending one credential agree on how). Its `name`
/// (`sessionTokenRenewer`), `path` (`session.token`, the credential's), the `refresh` request and `signOut` action
/// where the spec names them, and the `features` whose environments get its renewal.
struct CredentialRenewerContext: Encodable {
    /// The request that renews the credential: the endpoint `name` (its request action and request state)
    /// of the feature `featureMember`.
    struct Refresh: Encodable {
        var featureMember: String
        var name: String
    }

    /// The action sent when renewing fails: `name` of the feature `featureMember`.
    struct SignOut: Encodable {
        var featureMember: String
        var name: String
    }

    var name: String
    var path: String
    var refresh: Refresh?
    var signOut: SignOut?
    var features: [ResolvedAppReaction.FeatureName]

    /// The renewers of the app of `features`, in the order their credentials first appear.
    static func renewers(of features: [ResolvedFeature]) -> [CredentialRenewerContext] {
        let byMember = ResolvedFeature.byMember(features)
        var paths: [String] = []
        var renewing: [String: [ResolvedFeature]] = [:]
        for feature in features {
            guard feature.onUnauthorized != nil, let path = feature.credentialPath else { continue }
            if renewing[path] == nil { paths.append(path) }
            renewing[path, default: []].append(feature)
        }
        // Two paths can give one name (`user.sessionToken` and `userSession.token`): the later is numbered.
        var names: Set<String> = []
        return paths.compactMap { path in
            guard let sending = renewing[path], let first = sending.first, let unauthorized = first.onUnauthorized else { return nil }
            func owner(_ reference: FeatureMemberReference) -> ResolvedFeature? {
                reference.feature.map { byMember[SwiftName.lowerCamelCase($0.name)] } ?? first
            }
            var refresh: Refresh?
            if let reference = unauthorized.refresh, let feature = owner(reference),
               let endpoint = feature.endpoint(named: reference.name.name) {
                refresh = Refresh(featureMember: feature.memberName, name: endpoint.name)
            }
            var signOut: SignOut?
            if let reference = unauthorized.signOut, let feature = owner(reference),
               let action = feature.action(named: reference.name.name) {
                signOut = SignOut(featureMember: feature.memberName, name: action.name)
            }
            let base = path.split(separator: ".").enumerated().map { index, part in
                index == 0 ? String(part) : SwiftName.upperCamelCase(String(part))
            }.joined() + "Renewer"
            let name = SwiftName.unique(base, isTaken: names.contains)
            names.insert(name)
            return CredentialRenewerContext(
                name: name, path: path, refresh: refresh, signOut: signOut,
                features: sending.map { ResolvedAppReaction.FeatureName(feature: $0.name, featureMember: $0.memberName) })
        }
    }
}
