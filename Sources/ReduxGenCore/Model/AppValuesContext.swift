/// The template context of a feature's values of other features (`app.session.token`): its environment's
/// providers, and how the app reads each from the app state.
enum AppValuesContext {
    static func make(_ feature: ResolvedFeature) -> TemplateValue {
        .array(feature.appValues.enumerated().map { index, value in
            .dictionary([
                "name": .string(value.name),
                "type": .string(value.type),
                "featureMember": .string(value.featureMember),
                "featureName": .string(value.featureName),
                "fieldName": .string(value.fieldName),
                "sampleValue": FeatureContext.sampleValue(value.sampleValue),
                "isLast": .bool(index == feature.appValues.count - 1),
            ])
        })
    }
}

extension AppValuesContext {
    /// `FEnvironment(repository: repository, clock: clock, sessionToken: { "b" })`: the environment generated
    /// tests (`testing`, providers return samples) and `mockFMiddleware` (providers are its parameters) make.
    static func environmentCall(_ feature: ResolvedFeature, repository: String = "repository", testing: Bool) -> String {
        var arguments: [String] = []
        if !feature.endpoints.isEmpty { arguments.append("repository: " + repository) }
        if feature.endpoints.contains(where: \.waitsForQuiet) { arguments.append("clock: clock") }
        for value in feature.appValues {
            arguments.append(value.name + ": " + (testing ? "{ \(SampleValueText.text(of: value.sampleValue)) }" : value.name))
        }
        let name = feature.name + "Environment"
        guard !arguments.isEmpty else { return name + "()" }
        return SwiftCall.text(name, arguments: arguments)
    }
}
