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
                "sampleValue": .string(value.sampleValue),
                "isLast": .bool(index == feature.appValues.count - 1),
            ])
        })
    }
}
