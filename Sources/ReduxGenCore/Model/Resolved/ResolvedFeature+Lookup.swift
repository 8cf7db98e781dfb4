/// Finding what a spec names (`app.issues.listIssues`, `refresh: refreshToken`) among features already
/// resolved, for what the app files write about several features.
extension ResolvedFeature {
    /// The features by app state member (`issues`), the first of each member.
    static func byMember(_ features: [ResolvedFeature]) -> [String: ResolvedFeature] {
        Dictionary(features.map { (SwiftName.unescaped($0.memberName), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The state field a spec names `name`.
    func stateField(named name: String) -> ResolvedStateField? {
        let swiftName = SwiftName.lowerCamelCase(name)
        return stateFields.first { SwiftName.unescaped($0.name) == swiftName }
    }

    /// The declared action a spec names `name`.
    func action(named name: String) -> ResolvedAction? {
        let swiftName = SwiftName.lowerCamelCase(name)
        return actions.first { SwiftName.unescaped($0.name) == swiftName }
    }

    /// The endpoint a spec names `name`.
    func endpoint(named name: String) -> ResolvedEndpoint? {
        let swiftName = SwiftName.lowerCamelCase(name)
        return endpoints.first { SwiftName.unescaped($0.name) == swiftName }
    }
}
